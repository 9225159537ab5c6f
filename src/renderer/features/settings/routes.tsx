import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';
import { admin } from '../../lib/paths';

/** Mounted under /admin. */
export const settingsAdminRoutes: RouteObject[] = [
  {
    path: admin.route('settings'),
    lazy: lazyComponent(() => import('./pages/SettingsPage'), 'SettingsPage'),
  },
];
