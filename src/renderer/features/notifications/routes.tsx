import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';
import { profile } from '../../lib/paths';

/** Mounted under /profile. */
export const notificationsProfileRoutes: RouteObject[] = [
  {
    path: profile.route('notifications'),
    lazy: lazyComponent(() => import('./pages/NotificationSettingsPage'), 'NotificationSettingsPage'),
  },
];
