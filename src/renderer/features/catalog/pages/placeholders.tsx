import { placeholderPage } from '../../../lib/PlaceholderPage';

// Categories, sub-categories and tags (spec 00 admin pages).
// Honest empty pages until the area is built; the real pages replace them.
export const CategoriesPage = placeholderPage('Categories');
export const AddCategoryPage = placeholderPage('Add Category');
export const EditCategoryPage = placeholderPage('Edit Category');
export const SubCategoriesPage = placeholderPage('Sub Categories');
export const AddSubCategoryPage = placeholderPage('Add Sub Category');
export const EditSubCategoryPage = placeholderPage('Edit Sub Category');
export const TagsPage = placeholderPage('Tags');
export const AddTagPage = placeholderPage('Add Tag');
export const EditTagPage = placeholderPage('Edit Tag');
