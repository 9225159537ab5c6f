import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';

const pages = () => import('./pages/placeholders');
const page = (name: keyof Awaited<ReturnType<typeof pages>>) => lazyComponent(pages, name);

/** Mounted under /admin. */
export const catalogAdminRoutes: RouteObject[] = [
  { path: 'category', lazy: page('CategoriesPage') },
  { path: 'category/add', lazy: page('AddCategoryPage') },
  { path: 'category/:id/edit', lazy: page('EditCategoryPage') },
  { path: 'subcategory', lazy: page('SubCategoriesPage') },
  { path: 'subcategory/add', lazy: page('AddSubCategoryPage') },
  { path: 'subcategory/:id/edit', lazy: page('EditSubCategoryPage') },
  { path: 'tag', lazy: page('TagsPage') },
  { path: 'tag/add', lazy: page('AddTagPage') },
  { path: 'tag/:id/edit', lazy: page('EditTagPage') },
];
