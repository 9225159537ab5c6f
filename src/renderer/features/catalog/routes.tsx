import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';
import { admin } from '../../lib/paths';

const pages = () => import('./pages/placeholders');
const page = (name: keyof Awaited<ReturnType<typeof pages>>) => lazyComponent(pages, name);
const categoryForms = () => import('./pages/CategoryFormPage');
const subCategoryForms = () => import('./pages/SubCategoryFormPage');

/** Mounted under /admin. */
export const catalogAdminRoutes: RouteObject[] = [
  {
    path: admin.route('category'),
    lazy: lazyComponent(() => import('./pages/CategoriesPage'), 'CategoriesPage'),
  },
  { path: admin.route('category/add'), lazy: lazyComponent(categoryForms, 'AddCategoryPage') },
  { path: admin.route('category/:id/edit'), lazy: lazyComponent(categoryForms, 'EditCategoryPage') },
  {
    path: admin.route('subcategory'),
    lazy: lazyComponent(() => import('./pages/SubCategoriesPage'), 'SubCategoriesPage'),
  },
  { path: admin.route('subcategory/add'), lazy: lazyComponent(subCategoryForms, 'AddSubCategoryPage') },
  { path: admin.route('subcategory/:id/edit'), lazy: lazyComponent(subCategoryForms, 'EditSubCategoryPage') },
  { path: admin.route('tag'), lazy: page('TagsPage') },
  { path: admin.route('tag/add'), lazy: page('AddTagPage') },
  { path: admin.route('tag/:id/edit'), lazy: page('EditTagPage') },
];
