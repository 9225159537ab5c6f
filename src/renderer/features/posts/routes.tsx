import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';

const pages = () => import('./pages/placeholders');
const page = (name: keyof Awaited<ReturnType<typeof pages>>) => lazyComponent(pages, name);

/** Mounted under /post (module 1). */
export const postsModuleRoutes: RouteObject[] = [
  { path: 'home', lazy: page('PostHomePage') },
  { path: 'my-posts', lazy: page('MyPostsPage') },
  { path: 'add-post-update', lazy: page('AddPostPage') },
  { path: 'add-post/:id', lazy: page('EditPostPage') },
  { path: 'post-detail/:id', lazy: page('PostDetailPage') },
];

/** Mounted under /admin. */
export const postsAdminRoutes: RouteObject[] = [
  { path: 'manage/post', lazy: page('ManagePostsPage') },
  { path: 'manage/post/:id', lazy: page('ManagePostDetailPage') },
];
