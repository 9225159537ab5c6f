import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';

const pages = () => import('./pages/placeholders');
const page = (name: keyof Awaited<ReturnType<typeof pages>>) => lazyComponent(pages, name);

/** Mounted under /admin. */
export const usersAdminRoutes: RouteObject[] = [
  { path: 'users', lazy: page('UsersPage') },
  { path: 'users/details/:id/:userName/*', lazy: page('UpdateUserPage') },
  { path: 'user-and-roles', lazy: page('UserAndRolesPage') },
];
