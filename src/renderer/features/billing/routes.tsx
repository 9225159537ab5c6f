import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';

const packageForm = () => import('./pages/PackageFormPage');

/** Mounted under /profile. */
export const billingProfileRoutes: RouteObject[] = [
  {
    path: 'subscriptions',
    lazy: lazyComponent(() => import('./pages/SubscriptionsPage'), 'SubscriptionsPage'),
  },
];

/** Mounted under / (fixed routes). */
export const billingFixedRoutes: RouteObject[] = [
  { path: 'payment/:type', lazy: lazyComponent(() => import('./pages/PaymentPage'), 'PaymentPage') },
  {
    path: 'payment_success',
    lazy: lazyComponent(() => import('./pages/PaymentResultPage'), 'PaymentResultPage'),
  },
];

/** Mounted under /admin. */
export const billingAdminRoutes: RouteObject[] = [
  { path: 'packages', lazy: lazyComponent(() => import('./pages/PackagesPage'), 'PackagesPage') },
  { path: 'packages/add', lazy: lazyComponent(packageForm, 'AddPackagePage') },
  // Static segments outrank `:id`, so the settings page is not taken for a package.
  {
    path: 'packages/invoice-settings',
    lazy: lazyComponent(() => import('./pages/SupplierSettingsPage'), 'SupplierSettingsPage'),
  },
  { path: 'packages/:id', lazy: lazyComponent(packageForm, 'EditPackagePage') },
  { path: 'payment-logs', lazy: lazyComponent(() => import('./pages/PaymentLogsPage'), 'PaymentLogsPage') },
  { path: 'plan-logs', lazy: lazyComponent(() => import('./pages/PlanLogsPage'), 'PlanLogsPage') },
];
