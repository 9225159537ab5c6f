import { placeholderPage } from '../../../lib/PlaceholderPage';

// WhatsApp marketing (spec 03 section 2.1, module 6).
// Honest empty pages until the area is built; the real pages replace them.
export const InsightsPage = placeholderPage('Insights');
export const WhatsAppAccountPage = placeholderPage('WhatsApp Account');
export const MessageTemplatesPage = placeholderPage('Message Templates');
export const AddMessageTemplatePage = placeholderPage('Add Message Template');
export const ConnectAccountPage = placeholderPage('Connect Account');
export const ConnectCallbackPage = placeholderPage('Connect Account');
export const ContactsPage = placeholderPage('Contacts');
export const GroupsPage = placeholderPage('Groups');
export const CampaignsPage = placeholderPage('Campaigns');
export const CreateCampaignPage = placeholderPage('Create Message Campaign');
export const CampaignDetailPage = placeholderPage('Campaign Detail');
export const ContactMessagesPage = placeholderPage('Contact Messages');
