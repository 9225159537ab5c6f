import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { landingPath } from '../../../lib/paths';
import { sessionAtom } from '../../../lib/session';

/**
 * Sign-in screens are for visitors: someone who arrives already signed in goes to their home.
 * Only on arrival: a sign-in completed on this screen chooses its own destination (registration
 * goes to onboarding), which a redirect here would overtake.
 */
export function GuestOnly() {
  const session = useAtomValue(sessionAtom);
  const [arrivedSignedIn] = useState(session.status === 'signedIn');
  if (arrivedSignedIn && session.status === 'signedIn')
    return <Navigate to={landingPath(session.role)} replace />;
  return <Outlet />;
}
