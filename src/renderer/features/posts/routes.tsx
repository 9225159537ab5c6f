import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';
import { admin, post } from '../../lib/paths';

const pages = () => import('./pages/placeholders');
const page = (name: keyof Awaited<ReturnType<typeof pages>>) => lazyComponent(pages, name);

/** Mounted under /post (module 1). */
export const postsModuleRoutes: RouteObject[] = [
  { path: post.route('home'), lazy: lazyComponent(() => import('./pages/PostHomePage'), 'PostHomePage') },
  { path: post.route('my-posts'), lazy: page('MyPostsPage') },
  { path: post.route('add-post-update'), lazy: page('AddPostPage') },
  { path: post.route('add-post/:id'), lazy: page('EditPostPage') },
  { path: post.route('post-detail/:id'), lazy: page('PostDetailPage') },
];

/** Mounted under /admin. */
export const postsAdminRoutes: RouteObject[] = [
  { path: admin.route('manage/post'), lazy: page('ManagePostsPage') },
  { path: admin.route('manage/post/:id'), lazy: page('ManagePostDetailPage') },
];
