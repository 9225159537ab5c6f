import { lazy, Suspense, useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

const NotFoundPage = lazy(() => import('./NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
const ServerErrorPage = lazy(() => import('./ServerErrorPage').then((m) => ({ default: m.ServerErrorPage })));

/**
 * A page that throws while rendering (or whose code cannot be loaded) shows the 500 page, inside
 * the shell when the shell itself still works.
 */
export function RouteErrorBoundary({ standalone }: { standalone?: boolean }) {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Suspense fallback={null}>
      {isRouteErrorResponse(error) && error.status === 404 ? (
        <NotFoundPage standalone={standalone} />
      ) : (
        <ServerErrorPage standalone={standalone} />
      )}
    </Suspense>
  );
}
