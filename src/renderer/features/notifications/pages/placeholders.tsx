import { placeholderPage } from '../../../lib/PlaceholderPage';

// Notification settings (spec 03 section 2.8).
// Honest empty pages until the area is built; the real pages replace them.
export const NotificationSettingsPage = placeholderPage('Notifications');
