import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';
import { profile } from '../../lib/paths';

const pages = () => import('./pages/SocialAccountsPage');
const page = (name: keyof Awaited<ReturnType<typeof pages>>) => lazyComponent(pages, name);

/** Mounted under /profile. */
export const socialProfileRoutes: RouteObject[] = [
  { path: profile.route('social-accounts'), lazy: page('SocialAccountsPage') },
  { path: profile.route('linkedin'), lazy: page('LinkedInConnectPage') },
];
