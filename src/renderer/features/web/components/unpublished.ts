import type { UnpublishedReason, Website } from '../../../../shared/web/schemas';

const REASON_TEXT: Record<Exclude<UnpublishedReason, 'bot'>, string> = {
  content: 'Content changed',
  template: 'New design',
  brand: 'Company details changed',
  products: 'Products changed',
  updates: 'Updates changed',
};

/**
 * Why the live site differs from the draft, in words; a bot names itself (the bots issue's "You
 * need to republish you website": the next publish carries its widget).
 */
export function unpublishedReasons(site: Pick<Website, 'unpublishedReasons' | 'botName'>): string[] {
  return site.unpublishedReasons.map((r) =>
    r === 'bot' ? (site.botName ? `Bot “${site.botName}” added` : 'Bot changed') : REASON_TEXT[r],
  );
}
