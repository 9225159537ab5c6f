import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import type { Role } from '../../../shared/account/modules';
import { sessionAtom } from '../../lib/session';

const ForbiddenPage = lazy(() =>
  import('../errors/ForbiddenPage').then((m) => ({ default: m.ForbiddenPage })),
);

/**
 * Role guard (spec 00 section 6): the admin area needs Admin, onboarding needs User. Anyone else
 * is refused in place, with the way home.
 */
export function RequireRole({ role, area }: { role: Role; area: string }) {
  const session = useAtomValue(sessionAtom);
  if (session.status !== 'signedIn' || session.role !== role) {
    return (
      <Suspense fallback={null}>
        <ForbiddenPage area={area} />
      </Suspense>
    );
  }
  return <Outlet />;
}
