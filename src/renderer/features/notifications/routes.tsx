import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';
import { profile } from '../../lib/paths';

const pages = () => import('./pages/placeholders');
const page = (name: keyof Awaited<ReturnType<typeof pages>>) => lazyComponent(pages, name);

/** Mounted under /profile. */
export const notificationsProfileRoutes: RouteObject[] = [
  { path: profile.route('notifications'), lazy: page('NotificationSettingsPage') },
];
