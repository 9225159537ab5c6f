import { PLATFORMS, type PlatformId } from '../../../shared/social/platforms';
import { platformCheck, type PostRules } from '../../../shared/posts/rules';
import type { AccountView } from '../social';

/** How the post page names a chosen account: platform and id, as the post takes them. */
export const accountKey = (a: { id: number; platformId: number }) => `${a.platformId}:${a.id}`;
export const parseAccountKey = (key: string) => {
  const [platformId, id] = key.split(':').map(Number);
  return { id, platformId };
};

/** Why an account cannot take this post: its platform's rule (spec 01 §5), or its sign-in lapsed. */
export function hiddenReason(a: AccountView, rules: PostRules): string | null {
  const check = platformCheck(rules, a.platformId as PlatformId);
  if (check && !check.allowed) return check.reason ?? `${a.platformName} cannot take this post`;
  if (a.reconnectNeeded) return 'Reconnect this account in Social Accounts to post to it';
  return null;
}

/**
 * The platforms whose caption counters the post page shows: those of the user's accounts, or, before
 * any account exists, every platform a social network can connect (so a 380-character caption already
 * warns about X's 280 before X is connected).
 */
export function counterPlatformIds(accounts: readonly Pick<AccountView, 'platformId'>[]): number[] {
  if (accounts.length > 0) return [...new Set(accounts.map((a) => a.platformId))];
  return PLATFORMS.filter((p) => p.network).map((p) => p.id);
}
