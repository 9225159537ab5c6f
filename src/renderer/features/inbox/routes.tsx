import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';

const pages = () => import('./pages/placeholders');
const page = (name: keyof Awaited<ReturnType<typeof pages>>) => lazyComponent(pages, name);

/** Mounted under /profile (Admin). */
export const inboxProfileRoutes: RouteObject[] = [
  { path: 'known-chat', lazy: page('KnownChatsPage') },
  { path: 'unknown-chat', lazy: page('UnknownChatsPage') },
  { path: 'renewal-reminder', lazy: page('RenewalReminderPage') },
];

/** Mounted under /admin. */
export const inboxAdminRoutes: RouteObject[] = [
  { path: 'known-chat', lazy: page('KnownChatsPage') },
  { path: 'unknown-chat', lazy: page('UnknownChatsPage') },
  { path: 'renewal-reminder', lazy: page('RenewalReminderPage') },
];
