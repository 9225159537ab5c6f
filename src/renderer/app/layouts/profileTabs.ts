import type { Role } from '../../../shared/account/modules';
import type { ProfilePage } from '../../lib/paths';

export interface ProfileTab {
  /** The page under /profile. */
  key: ProfilePage;
  label: string;
  /** Who sees the tab; everyone when absent. */
  role?: Role;
}

/** Profile and settings tabs in the order of spec 00 section 2. */
export const PROFILE_TABS: ProfileTab[] = [
  { key: 'set-password', label: 'Set Password' },
  { key: 'company-details', label: 'Company Details', role: 'User' },
  { key: 'social-accounts', label: 'Social Accounts', role: 'User' },
  { key: 'notifications', label: 'Notifications', role: 'User' },
  { key: 'business-details', label: 'Business Details', role: 'User' },
  { key: 'business-category', label: 'Business Category', role: 'User' },
  { key: 'frames', label: 'Frames', role: 'User' },
  { key: 'subscriptions', label: 'My Subscriptions', role: 'User' },
  { key: 'help-support', label: 'Help & Support' },
  // Spec 00 section 6: profile pages need login only, the inbox tabs included (spec 03 section 2.10):
  // a User's chats over their own number; renewal reminders are the platform's (issue 27).
  { key: 'known-chat', label: 'Known Chats' },
  { key: 'unknown-chat', label: 'Unknown Chats' },
  { key: 'renewal-reminder', label: 'Renewal Reminder', role: 'Admin' },
];

/**
 * The tabs a role sees. Set Password shows only to someone without a password (signed up by code
 * or imported); the page itself stays reachable and explains.
 */
export function profileTabsFor(role: Role | undefined, hasPassword: boolean | undefined): ProfileTab[] {
  return PROFILE_TABS.filter(
    (t) => (!t.role || t.role === role) && (t.key !== 'set-password' || hasPassword === false),
  );
}
