import { adminPath } from '../../lib/paths';

/**
 * The Update User page's tabs (spec 00 section 2). Profile tabs open inside the page at
 * users/details/{id}/{userName}/{key}; the manage tabs, shown when viewing another user, open the
 * admin manage list of that area filtered by the user's name.
 */
export type UserTab =
  | { kind: 'profile'; key: ProfileTabKey; label: string; othersOnly?: boolean }
  | { kind: 'manage'; key: ManageType; label: string; othersOnly: true };

export type ProfileTabKey =
  | 'company-details'
  | 'business-category'
  | 'business-details'
  | 'social-accounts'
  | 'notifications'
  | 'frames';
export type ManageType = 'post' | 'web' | 'website' | 'bot' | 'card' | 'campaign' | 'whatsapp';

export const USER_TABS: readonly UserTab[] = [
  { kind: 'profile', key: 'company-details', label: 'Company Details' },
  { kind: 'profile', key: 'business-category', label: 'Business Category' },
  { kind: 'profile', key: 'business-details', label: 'Business Details' },
  { kind: 'profile', key: 'social-accounts', label: 'Social Accounts' },
  { kind: 'profile', key: 'notifications', label: 'Notifications' },
  { kind: 'manage', key: 'post', label: 'Posts', othersOnly: true },
  { kind: 'manage', key: 'web', label: 'Web Updates', othersOnly: true },
  { kind: 'manage', key: 'website', label: 'Websites', othersOnly: true },
  { kind: 'manage', key: 'bot', label: 'Bots', othersOnly: true },
  { kind: 'manage', key: 'card', label: 'Cards', othersOnly: true },
  { kind: 'manage', key: 'campaign', label: 'Campaigns', othersOnly: true },
  { kind: 'manage', key: 'whatsapp', label: 'WhatsApp', othersOnly: true },
  { kind: 'profile', key: 'frames', label: 'Frames', othersOnly: true },
];

export const DEFAULT_USER_TAB: ProfileTabKey = 'company-details';

/** The tabs shown for a user: all of them for another user, the profile ones for oneself. */
export const userTabsFor = (viewingOther: boolean) => USER_TABS.filter((t) => viewingOther || !t.othersOnly);

/** The profile tab a path's last segment names, or the default tab. */
export function profileTabOf(segment: string | undefined): ProfileTabKey {
  const tab = USER_TABS.find((t) => t.kind === 'profile' && t.key === segment);
  return (tab?.key as ProfileTabKey | undefined) ?? DEFAULT_USER_TAB;
}

/** /admin/users/details/{id}/{userName}[/{tab}] — the user name is part of the address (spec 00 section 2). */
export function userDetailsPath(id: number, userName: string, tab?: ProfileTabKey): string {
  return adminPath('users/details/:id/:userName/*', { id, userName, rest: tab });
}

/** admin/manage/{type}?Search={userName} */
export const manageListPath = (type: ManageType, userName: string) =>
  `${adminPath(`manage/${type}`)}?${new URLSearchParams({ Search: userName })}`;

/**
 * Spec 00 section 2: on widths of 768 px or less the strip is hidden for non-admin paths. The page
 * lives under /admin, so there it always shows; the rule is kept for the profile copy of the strip.
 */
export const showUserTabStrip = (pathname: string, narrow: boolean) =>
  !narrow || pathname === '/admin' || pathname.startsWith('/admin/');
