import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';
import { admin } from '../../lib/paths';

/** Mounted under /admin. */
export const importsAdminRoutes: RouteObject[] = [
  {
    path: admin.route('ImportUsers'),
    lazy: lazyComponent(() => import('./pages/ImportUsersPage'), 'ImportUsersPage'),
  },
];
