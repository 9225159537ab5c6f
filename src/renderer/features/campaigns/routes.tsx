import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';
import { admin, campaign } from '../../lib/paths';

const pages = () => import('./pages/placeholders');
const page = (name: keyof Awaited<ReturnType<typeof pages>>) => lazyComponent(pages, name);

/** Mounted under /campaign (module 5). */
export const campaignsModuleRoutes: RouteObject[] = [
  { path: campaign.route('my-campaigns'), lazy: page('MyCampaignsPage') },
  { path: campaign.route('create-campaign'), lazy: page('CreateCampaignPage') },
  { path: campaign.route('edit-campaign/:campId'), lazy: page('EditCampaignPage') },
  { path: campaign.route('analytics/campaign-visitors/:campId'), lazy: page('CampaignVisitorsPage') },
];

/** Mounted under /admin. */
export const campaignsAdminRoutes: RouteObject[] = [
  { path: admin.route('manage/campaign'), lazy: page('ManageCampaignsPage') },
  { path: admin.route('manage/campaign/:campId'), lazy: page('ManageCampaignEditPage') },
  { path: admin.route('manage/campaign/visitor/:campId'), lazy: page('ManageCampaignVisitorsPage') },
];
