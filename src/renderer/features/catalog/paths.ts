import { adminPath } from '../../lib/paths';

export const CATALOG_PATHS = {
  categories: adminPath('category'),
  addCategory: adminPath('category/add'),
  subCategories: adminPath('subcategory'),
  addSubCategory: adminPath('subcategory/add'),
  tags: adminPath('tag'),
  addTag: adminPath('tag/add'),
  templateFields: adminPath('template-field'),
  addTemplateField: adminPath('template-field/add'),
  fonts: adminPath('font'),
  addFont: adminPath('font/add'),
  colours: adminPath('colour'),
  addColour: adminPath('colour/add'),
  languages: adminPath('language'),
  addLanguage: adminPath('language/add'),
} as const;

export const editCategoryPath = (id: number) => adminPath('category/:id/edit', { id });
export const editSubCategoryPath = (id: number) => adminPath('subcategory/:id/edit', { id });
export const editTagPath = (id: number) => adminPath('tag/:id/edit', { id });
export const editTemplateFieldPath = (id: number) => adminPath('template-field/:id/edit', { id });
export const editFontPath = (id: number) => adminPath('font/:id/edit', { id });
export const editColourPath = (id: number) => adminPath('colour/:id/edit', { id });
export const editLanguagePath = (id: number) => adminPath('language/:id/edit', { id });
