import { adminPath } from '../../lib/paths';

export const CATALOG_PATHS = {
  categories: adminPath('category'),
  addCategory: adminPath('category/add'),
  subCategories: adminPath('subcategory'),
  addSubCategory: adminPath('subcategory/add'),
} as const;

export const editCategoryPath = (id: number) => adminPath('category/:id/edit', { id });
export const editSubCategoryPath = (id: number) => adminPath('subcategory/:id/edit', { id });
