import { useAtomValue } from 'jotai';
import { sessionAtom } from '../../lib/session';

/** Whether the signed-in person is an Admin (the platform number's inbox) rather than a User (their own). */
export function useIsAdmin(): boolean {
  const session = useAtomValue(sessionAtom);
  return session.status === 'signedIn' && session.role === 'Admin';
}
