import { placeholderPage } from '../../../lib/PlaceholderPage';

// Tags (spec 00 admin pages).
// Honest empty pages until the area is built; the real pages replace them.
export const TagsPage = placeholderPage('Tags');
export const AddTagPage = placeholderPage('Add Tag');
export const EditTagPage = placeholderPage('Edit Tag');
