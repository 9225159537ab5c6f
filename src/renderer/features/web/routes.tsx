import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';

const pages = () => import('./pages/placeholders');
const page = (name: keyof Awaited<ReturnType<typeof pages>>) => lazyComponent(pages, name);

/** Mounted under /web (module 2). */
export const webModuleRoutes: RouteObject[] = [
  { path: 'analytics', lazy: page('WebAnalyticsPage') },
  { path: 'updates', lazy: page('WebUpdatesPage') },
  { path: 'content', lazy: page('WebContentPage') },
  { path: 'publish', lazy: page('PublishPage') },
  { path: 'publish/:id', lazy: page('PublishDetailPage') },
  { path: 'form-responses', lazy: page('FormResponsesPage') },
  { path: 'subscribers', lazy: page('SubscribersPage') },
  { path: 'website-form/:id', lazy: page('WebsiteFormPage') },
  { path: 'post-detail/:id', lazy: page('WebPostDetailPage') },
];

/** Mounted under /admin. */
export const webAdminRoutes: RouteObject[] = [
  { path: 'manage/website', lazy: page('ManageWebsitesPage') },
  { path: 'manage/web', lazy: page('ManageWebUpdatesPage') },
  { path: 'manage/web/:id', lazy: page('ManageWebUpdateDetailPage') },
];
