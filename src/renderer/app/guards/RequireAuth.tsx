import { useAtomValue } from 'jotai';
import { Navigate, Outlet } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { sessionAtom } from '../../lib/session';

/** Protected sections need a session; visitors go to the auth section (spec 00 section 2). */
export function RequireAuth() {
  const session = useAtomValue(sessionAtom);
  if (session.status !== 'signedIn') return <Navigate to={PATHS.login} replace />;
  return <Outlet />;
}
