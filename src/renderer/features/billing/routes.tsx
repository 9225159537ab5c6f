import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';

const pages = () => import('./pages/placeholders');
const page = (name: keyof Awaited<ReturnType<typeof pages>>) => lazyComponent(pages, name);

/** Mounted under /profile. */
export const billingProfileRoutes: RouteObject[] = [
  { path: 'subscriptions', lazy: page('SubscriptionsPage') },
];

/** Mounted under / (fixed routes). */
export const billingFixedRoutes: RouteObject[] = [
  { path: 'payment/:type', lazy: page('PaymentPage') },
  { path: 'payment_success', lazy: page('PaymentResultPage') },
];

/** Mounted under /admin. */
export const billingAdminRoutes: RouteObject[] = [
  { path: 'packages', lazy: page('PackagesPage') },
  { path: 'packages/add', lazy: page('AddPackagePage') },
  { path: 'packages/:id', lazy: page('EditPackagePage') },
  { path: 'payment-logs', lazy: page('PaymentLogsPage') },
  { path: 'plan-logs', lazy: page('PlanLogsPage') },
];
