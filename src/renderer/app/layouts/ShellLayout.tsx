import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { useMe } from '../../features/account';
import { setBusinessTimeZone } from '../../lib/businessClock';
import { refreshSessionRole, sessionAtom } from '../../lib/session';
import { FullPageSpinner } from './FullPageSpinner';

// Each shell is its own chunk: a User never downloads the admin sidebar, nor an Admin the app header.
const AdminLayout = lazy(() => import('./AdminLayout').then((m) => ({ default: m.AdminLayout })));
const UserLayout = lazy(() => import('./UserLayout').then((m) => ({ default: m.UserLayout })));

/**
 * The signed-in shell, by role: the admin layout for an Admin, the app layout for a User. Loads
 * the current user (spec 00 section 4) and keeps the stored role in step with it.
 */
export function ShellLayout() {
  const session = useAtomValue(sessionAtom);
  const me = useMe();
  useEffect(() => {
    if (me.data) refreshSessionRole(me.data.role, me.data.userName);
  }, [me.data]);
  // Dates on every screen are shown in the business's time zone, which the server names.
  if (me.data) setBusinessTimeZone(me.data.timeZone);
  const isAdmin = session.status === 'signedIn' && session.role === 'Admin';
  return <Suspense fallback={<FullPageSpinner />}>{isAdmin ? <AdminLayout /> : <UserLayout />}</Suspense>;
}
