import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';

/** Mounted under /admin. */
export const usersAdminRoutes: RouteObject[] = [
  { path: 'users', lazy: lazyComponent(() => import('./pages/UsersPage'), 'UsersPage') },
  {
    path: 'users/details/:id/:userName/*',
    lazy: lazyComponent(() => import('./pages/UpdateUserPage'), 'UpdateUserPage'),
  },
  {
    path: 'user-and-roles',
    lazy: lazyComponent(() => import('./pages/UserAndRolesPage'), 'UserAndRolesPage'),
  },
];
