import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';

const pages = () => import('./pages/placeholders');
const page = (name: keyof Awaited<ReturnType<typeof pages>>) => lazyComponent(pages, name);
const categoryForms = () => import('./pages/CategoryFormPage');
const subCategoryForms = () => import('./pages/SubCategoryFormPage');

/** Mounted under /admin. */
export const catalogAdminRoutes: RouteObject[] = [
  { path: 'category', lazy: lazyComponent(() => import('./pages/CategoriesPage'), 'CategoriesPage') },
  { path: 'category/add', lazy: lazyComponent(categoryForms, 'AddCategoryPage') },
  { path: 'category/:id/edit', lazy: lazyComponent(categoryForms, 'EditCategoryPage') },
  {
    path: 'subcategory',
    lazy: lazyComponent(() => import('./pages/SubCategoriesPage'), 'SubCategoriesPage'),
  },
  { path: 'subcategory/add', lazy: lazyComponent(subCategoryForms, 'AddSubCategoryPage') },
  { path: 'subcategory/:id/edit', lazy: lazyComponent(subCategoryForms, 'EditSubCategoryPage') },
  { path: 'tag', lazy: page('TagsPage') },
  { path: 'tag/add', lazy: page('AddTagPage') },
  { path: 'tag/:id/edit', lazy: page('EditTagPage') },
];
