import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';

const pages = () => import('./pages/placeholders');
const page = (name: keyof Awaited<ReturnType<typeof pages>>) => lazyComponent(pages, name);

/** Mounted under /admin. */
export const importsAdminRoutes: RouteObject[] = [{ path: 'ImportUsers', lazy: page('ImportUsersPage') }];
