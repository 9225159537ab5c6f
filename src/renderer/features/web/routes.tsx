import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';
import { admin, web } from '../../lib/paths';

const pages = () => import('./pages/placeholders');
const page = (name: keyof Awaited<ReturnType<typeof pages>>) => lazyComponent(pages, name);

/** Mounted under /web (module 2). */
export const webModuleRoutes: RouteObject[] = [
  { path: web.route('analytics'), lazy: page('WebAnalyticsPage') },
  { path: web.route('updates'), lazy: page('WebUpdatesPage') },
  { path: web.route('content'), lazy: page('WebContentPage') },
  { path: web.route('publish'), lazy: page('PublishPage') },
  { path: web.route('publish/:id'), lazy: page('PublishDetailPage') },
  { path: web.route('form-responses'), lazy: page('FormResponsesPage') },
  { path: web.route('subscribers'), lazy: page('SubscribersPage') },
  { path: web.route('website-form/:id'), lazy: page('WebsiteFormPage') },
  { path: web.route('post-detail/:id'), lazy: page('WebPostDetailPage') },
];

/** Mounted under /admin. */
export const webAdminRoutes: RouteObject[] = [
  { path: admin.route('manage/website'), lazy: page('ManageWebsitesPage') },
  { path: admin.route('manage/web'), lazy: page('ManageWebUpdatesPage') },
  { path: admin.route('manage/web/:id'), lazy: page('ManageWebUpdateDetailPage') },
];
