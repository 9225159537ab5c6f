import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';
import { admin } from '../../lib/paths';

/** Mounted under /admin. */
export const usersAdminRoutes: RouteObject[] = [
  { path: admin.route('users'), lazy: lazyComponent(() => import('./pages/UsersPage'), 'UsersPage') },
  {
    path: admin.route('users/details/:id/:userName/*'),
    lazy: lazyComponent(() => import('./pages/UpdateUserPage'), 'UpdateUserPage'),
  },
  {
    path: admin.route('user-and-roles'),
    lazy: lazyComponent(() => import('./pages/UserAndRolesPage'), 'UserAndRolesPage'),
  },
];
