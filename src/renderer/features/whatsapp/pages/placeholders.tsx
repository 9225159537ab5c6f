import { placeholderPage } from '../../../lib/PlaceholderPage';

// WhatsApp marketing (spec 03 section 2.1, module 6).
// Honest empty pages until the area is built; the real pages replace them.
export const InsightsPage = placeholderPage('Insights');
export const CampaignsPage = placeholderPage('Campaigns');
export const CreateCampaignPage = placeholderPage('Create Message Campaign');
export const CampaignDetailPage = placeholderPage('Campaign Detail');
export const ContactMessagesPage = placeholderPage('Contact Messages');
