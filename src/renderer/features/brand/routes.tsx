import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';

const pages = () => import('./pages/placeholders');
const page = (name: keyof Awaited<ReturnType<typeof pages>>) => lazyComponent(pages, name);

/** Mounted under /profile. */
export const brandProfileRoutes: RouteObject[] = [
  { path: 'company-details', lazy: page('CompanyDetailsPage') },
  { path: 'business-details', lazy: page('BusinessDetailsPage') },
  { path: 'business-category', lazy: page('BusinessCategoryPage') },
];
