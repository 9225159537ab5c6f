import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';

const pages = () => import('./pages/placeholders');
const page = (name: keyof Awaited<ReturnType<typeof pages>>) => lazyComponent(pages, name);

/** Mounted under /profile. */
export const socialProfileRoutes: RouteObject[] = [
  { path: 'social-accounts', lazy: page('SocialAccountsPage') },
  { path: 'linkedin', lazy: page('LinkedInConnectPage') },
];
