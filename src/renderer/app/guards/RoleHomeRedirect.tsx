import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import { landingPath, PATHS } from '../../lib/paths';
import { sessionAtom } from '../../lib/session';

/**
 * `/` for a signed-in person: their home (Return Home sends a User here). The spec's "index shows
 * 404" is applied to the index of each section (/post, /bot, /profile, …), where there is no page;
 * the root itself must lead somewhere, or Return Home would land on a 404.
 */
export function RoleHomeRedirect() {
  const session = useAtomValue(sessionAtom);
  return <Navigate to={session.status === 'signedIn' ? landingPath(session.role) : PATHS.login} replace />;
}
