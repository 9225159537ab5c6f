import { Outlet, ScrollRestoration } from 'react-router-dom';
import { NavigationProgress } from './NavigationProgress';

/** Above every route: the page-load bar and scroll restoration. */
export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
