import { manageListPage } from '../../../lib/ManageList';
import { placeholderPage } from '../../../lib/PlaceholderPage';

// Website builder (spec 03 section 2.1, module 2).
// Honest empty pages until the area is built; the real pages replace them.
export const WebAnalyticsPage = placeholderPage('Website Analytics');
export const WebUpdatesPage = placeholderPage('Web Updates');
export const WebContentPage = placeholderPage('Website Content');
export const PublishPage = placeholderPage('Publish Website');
export const PublishDetailPage = placeholderPage('Publish Website');
export const FormResponsesPage = placeholderPage('Form Responses');
export const SubscribersPage = placeholderPage('Subscribers');
export const WebsiteFormPage = placeholderPage('Website Form');
export const WebPostDetailPage = placeholderPage('Update Detail');
export const ManageWebsitesPage = manageListPage('Websites', 'websites');
export const ManageWebUpdatesPage = manageListPage('Web Updates', 'web updates');
export const ManageWebUpdateDetailPage = placeholderPage('Update Detail');
