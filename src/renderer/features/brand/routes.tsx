import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';
import { profile } from '../../lib/paths';

const pages = () => import('./pages/placeholders');
const page = (name: keyof Awaited<ReturnType<typeof pages>>) => lazyComponent(pages, name);

/** Mounted under /profile. */
export const brandProfileRoutes: RouteObject[] = [
  { path: profile.route('company-details'), lazy: page('CompanyDetailsPage') },
  { path: profile.route('business-details'), lazy: page('BusinessDetailsPage') },
  { path: profile.route('business-category'), lazy: page('BusinessCategoryPage') },
];
