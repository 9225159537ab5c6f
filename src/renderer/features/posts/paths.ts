import { adminPath, postPath } from '../../lib/paths';

/** My Frames, where a User picks their default frame (spec 01 section 2). */
export const framesPath = postPath('my-frames');

/** The post screens (spec 01 §2 Post app; issue 13 Screens). */
export const myPostsPath = postPath('my-posts');
export const addPostPath = postPath('add-post-update');
/** From Web Updates: web update mode (spec 01 §5), the website only. */
export const webUpdatePostPath = `${addPostPath}?web=1`;
export const postDetailPath = (id: number) => postPath('post-detail/:id', { id });
export const managePostPath = (id: number) => adminPath('manage/post/:id', { id });
export const managePostsPath = adminPath('manage/post');
