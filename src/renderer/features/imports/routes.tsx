import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';

/** Mounted under /admin. */
export const importsAdminRoutes: RouteObject[] = [
  { path: 'ImportUsers', lazy: lazyComponent(() => import('./pages/ImportUsersPage'), 'ImportUsersPage') },
];
