import { manageListPage } from '../../../lib/ManageList';
import { placeholderPage } from '../../../lib/PlaceholderPage';

// Posts (spec 01 section 2, Post app).
// Honest empty pages until the area is built; the real pages replace them.
export const MyPostsPage = placeholderPage('My Posts');
export const AddPostPage = placeholderPage('Add Post');
export const EditPostPage = placeholderPage('Edit Post');
export const PostDetailPage = placeholderPage('Post Detail');
export const ManagePostsPage = manageListPage('Posts', 'posts');
export const ManagePostDetailPage = placeholderPage('Post Detail');
