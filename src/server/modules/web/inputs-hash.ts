import crypto from 'node:crypto';
import type { UnpublishedReason } from '../../../shared/web/schemas';
import type { WebSiteInput as SiteInput } from '../web-templates/service';

/** The hash of each part a site is built from: which changed since the live version names the reasons. */
export type InputHashes = Record<UnpublishedReason, string>;

const hash = (value: unknown) =>
  crypto.createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 22);

/**
 * Hashes of a site's inputs by part (issue 24: a hash of the inputs tells when changes are
 * unpublished). The forms' tokens are left out: they are issued anew at every render.
 */
export function inputHashes(
  site: SiteInput,
  template: { id: number; packageKey: string | null },
  botId: number | null,
): InputHashes {
  return {
    content: hash(site.contentValues),
    template: hash([template.id, template.packageKey]),
    brand: hash([site.brand, site.siteUrl]),
    products: hash(site.categories),
    updates: hash(site.updates),
    bot: hash(botId),
  };
}

/** The parts whose hash differs from the live version's (all of them when nothing is live). */
export function changedParts(current: InputHashes, live: string | null): UnpublishedReason[] {
  if (!live) return [];
  let published: Partial<InputHashes>;
  try {
    published = JSON.parse(live) as Partial<InputHashes>;
  } catch {
    published = {};
  }
  return (Object.keys(current) as UnpublishedReason[]).filter((k) => published[k] !== current[k]);
}
