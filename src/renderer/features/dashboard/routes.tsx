import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';

/** The page of /admin (the app puts the Admin guard around it): the figures an administrator opens it for. */
export const adminDashboardRoute: RouteObject = {
  index: true,
  lazy: lazyComponent(() => import('./pages/AdminDashboardPage'), 'AdminDashboardPage'),
};
