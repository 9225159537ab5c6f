import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';
import { admin, profile } from '../../lib/paths';

const pages = () => import('./pages/InboxPages');
const page = (name: keyof Awaited<ReturnType<typeof pages>>) => lazyComponent(pages, name);

/**
 * Mounted under /profile for everyone signed in (spec 00 section 6: profile pages need login only):
 * a User's known and unknown chats over their own number; renewal-reminder is the Admin's and tells
 * a User so.
 */
export const inboxProfileRoutes: RouteObject[] = [
  { path: profile.route('known-chat'), lazy: page('KnownChatsPage') },
  { path: profile.route('unknown-chat'), lazy: page('UnknownChatsPage') },
  { path: profile.route('renewal-reminder'), lazy: page('RenewalReminderPage') },
];

/** Mounted under /admin: the sidebar's Log & Chats group (spec 00 section 2). */
export const inboxAdminRoutes: RouteObject[] = [
  { path: admin.route('known-chat'), lazy: page('KnownChatsPage') },
  { path: admin.route('unknown-chat'), lazy: page('UnknownChatsPage') },
  { path: admin.route('renewal-reminder'), lazy: page('RenewalReminderPage') },
];
