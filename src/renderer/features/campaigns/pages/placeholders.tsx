import { manageListPage } from '../../../lib/ManageList';
import { placeholderPage } from '../../../lib/PlaceholderPage';

// Campaign pages (spec 02, Campaign screens).
// Honest empty pages until the area is built; the real pages replace them.
export const MyCampaignsPage = placeholderPage('My Campaigns');
export const CreateCampaignPage = placeholderPage('Create New Campaign');
export const EditCampaignPage = placeholderPage('Edit Campaign');
export const CampaignVisitorsPage = placeholderPage('Campaign Visitors');
export const ManageCampaignsPage = manageListPage('Campaigns', 'campaigns');
export const ManageCampaignEditPage = placeholderPage('Edit Campaign');
export const ManageCampaignVisitorsPage = placeholderPage('Campaign Visitors');
