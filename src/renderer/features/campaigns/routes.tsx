import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';

const pages = () => import('./pages/placeholders');
const page = (name: keyof Awaited<ReturnType<typeof pages>>) => lazyComponent(pages, name);

/** Mounted under /campaign (module 5). */
export const campaignsModuleRoutes: RouteObject[] = [
  { path: 'my-campaigns', lazy: page('MyCampaignsPage') },
  { path: 'create-campaign', lazy: page('CreateCampaignPage') },
  { path: 'edit-campaign/:campId', lazy: page('EditCampaignPage') },
  { path: 'analytics/campaign-visitors/:campId', lazy: page('CampaignVisitorsPage') },
];

/** Mounted under /admin. */
export const campaignsAdminRoutes: RouteObject[] = [
  { path: 'manage/campaign', lazy: page('ManageCampaignsPage') },
  { path: 'manage/campaign/:campId', lazy: page('ManageCampaignEditPage') },
  { path: 'manage/campaign/visitor/:campId', lazy: page('ManageCampaignVisitorsPage') },
];
