import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';
import { admin, campaign } from '../../lib/paths';

const myList = () => import('./pages/MyCampaignsPage');
const manageList = () => import('./pages/ManageCampaignsPage');
const editors = () => import('./pages/CampaignEditorPages');
const visitors = () => import('./pages/CampaignVisitorsPages');

/** Mounted under /campaign (module 5). */
export const campaignsModuleRoutes: RouteObject[] = [
  { path: campaign.route('my-campaigns'), lazy: lazyComponent(myList, 'MyCampaignsPage') },
  { path: campaign.route('create-campaign'), lazy: lazyComponent(editors, 'CreateCampaignPage') },
  { path: campaign.route('edit-campaign/:campId'), lazy: lazyComponent(editors, 'EditCampaignPage') },
  {
    path: campaign.route('analytics/campaign-visitors/:campId'),
    lazy: lazyComponent(visitors, 'CampaignVisitorsPage'),
  },
];

/** Mounted under /admin. */
export const campaignsAdminRoutes: RouteObject[] = [
  { path: admin.route('manage/campaign'), lazy: lazyComponent(manageList, 'ManageCampaignsPage') },
  { path: admin.route('manage/campaign/:campId'), lazy: lazyComponent(editors, 'ManageCampaignEditPage') },
  {
    path: admin.route('manage/campaign/visitor/:campId'),
    lazy: lazyComponent(visitors, 'ManageCampaignVisitorsPage'),
  },
];
