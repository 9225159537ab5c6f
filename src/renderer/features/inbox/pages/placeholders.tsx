import { placeholderPage } from '../../../lib/PlaceholderPage';

// Known, unknown and renewal-reminder chats (spec 03 section 2.10).
// Honest empty pages until the area is built; the real pages replace them.
export const KnownChatsPage = placeholderPage('Known Chats');
export const UnknownChatsPage = placeholderPage('Unknown Chats');
export const RenewalReminderPage = placeholderPage('Renewal Reminder Logs');
