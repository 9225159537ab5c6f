import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';
import { admin, web } from '../../lib/paths';

const analytics = () => import('./pages/AnalyticsPage');
const updates = () => import('./pages/UpdatesPages');
const content = () => import('./pages/ContentPage');
const publish = () => import('./pages/PublishPages');
const forms = () => import('./pages/FormsPages');
const manage = () => import('./pages/ManagePages');

/** Mounted under /web (module 2). */
export const webModuleRoutes: RouteObject[] = [
  { path: web.route('analytics'), lazy: lazyComponent(analytics, 'WebAnalyticsPage') },
  { path: web.route('updates'), lazy: lazyComponent(updates, 'WebUpdatesPage') },
  { path: web.route('content'), lazy: lazyComponent(content, 'WebContentPage') },
  { path: web.route('publish'), lazy: lazyComponent(publish, 'PublishPage') },
  { path: web.route('publish/:id'), lazy: lazyComponent(publish, 'PublishDetailPage') },
  { path: web.route('form-responses'), lazy: lazyComponent(forms, 'FormResponsesPage') },
  { path: web.route('subscribers'), lazy: lazyComponent(forms, 'SubscribersPage') },
  { path: web.route('website-form/:id'), lazy: lazyComponent(forms, 'WebsiteFormPage') },
  { path: web.route('post-detail/:id'), lazy: lazyComponent(updates, 'WebPostDetailPage') },
];

/** Mounted under /admin. */
export const webAdminRoutes: RouteObject[] = [
  { path: admin.route('manage/website'), lazy: lazyComponent(manage, 'ManageWebsitesPage') },
  { path: admin.route('manage/web'), lazy: lazyComponent(manage, 'ManageWebUpdatesPage') },
  { path: admin.route('manage/web/:id'), lazy: lazyComponent(updates, 'ManageWebUpdateDetailPage') },
];
