import { placeholderPage } from '../../../lib/PlaceholderPage';

// Connected social accounts (spec 01).
// Honest empty pages until the area is built; the real pages replace them.
export const SocialAccountsPage = placeholderPage('Social Accounts');
export const LinkedInConnectPage = placeholderPage('LinkedIn');
