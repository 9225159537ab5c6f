import type { PlatformId } from '../../../shared/social/platforms';
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
