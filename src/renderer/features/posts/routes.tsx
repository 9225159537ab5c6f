import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';
import { admin, post } from '../../lib/paths';

const detail = () => import('./pages/PostDetailPage');

/** Mounted under /post (module 1). */
export const postsModuleRoutes: RouteObject[] = [
  { path: post.route('home'), lazy: lazyComponent(() => import('./pages/PostHomePage'), 'PostHomePage') },
  { path: post.route('my-posts'), lazy: lazyComponent(() => import('./pages/MyPostsPage'), 'MyPostsPage') },
  {
    path: post.route('add-post-update'),
    lazy: lazyComponent(() => import('./pages/AddPostPage'), 'AddPostPage'),
  },
  // Post home's Use in post (issue 12): the template becomes the post's image.
  {
    path: post.route('add-post/:id'),
    lazy: lazyComponent(() => import('./pages/AddPostPage'), 'AddPostPage'),
  },
  { path: post.route('post-detail/:id'), lazy: lazyComponent(detail, 'PostDetailPage') },
];

/** Mounted under /admin. */
export const postsAdminRoutes: RouteObject[] = [
  {
    path: admin.route('manage/post'),
    lazy: lazyComponent(() => import('./pages/ManagePostsPage'), 'ManagePostsPage'),
  },
  { path: admin.route('manage/post/:id'), lazy: lazyComponent(detail, 'ManagePostDetailPage') },
];
