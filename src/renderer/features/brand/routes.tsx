import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';
import { profile } from '../../lib/paths';

/** Mounted under /profile. */
export const brandProfileRoutes: RouteObject[] = [
  {
    path: profile.route('company-details'),
    lazy: lazyComponent(() => import('./pages/CompanyDetailsPage'), 'CompanyDetailsPage'),
  },
  {
    path: profile.route('business-details'),
    lazy: lazyComponent(() => import('./details/BusinessDetailsPage'), 'BusinessDetailsPage'),
  },
  {
    path: profile.route('business-category'),
    lazy: lazyComponent(() => import('./pages/BusinessCategoryPage'), 'BusinessCategoryPage'),
  },
];
