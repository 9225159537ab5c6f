import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';
import { admin, profile } from '../../lib/paths';

const pages = () => import('./pages/placeholders');
const page = (name: keyof Awaited<ReturnType<typeof pages>>) => lazyComponent(pages, name);

/** Mounted under /profile (Admin). */
export const inboxProfileRoutes: RouteObject[] = [
  { path: profile.route('known-chat'), lazy: page('KnownChatsPage') },
  { path: profile.route('unknown-chat'), lazy: page('UnknownChatsPage') },
  { path: profile.route('renewal-reminder'), lazy: page('RenewalReminderPage') },
];

/** Mounted under /admin. */
export const inboxAdminRoutes: RouteObject[] = [
  { path: admin.route('known-chat'), lazy: page('KnownChatsPage') },
  { path: admin.route('unknown-chat'), lazy: page('UnknownChatsPage') },
  { path: admin.route('renewal-reminder'), lazy: page('RenewalReminderPage') },
];
