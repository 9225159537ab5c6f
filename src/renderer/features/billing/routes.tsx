import { Navigate, type RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';
import { admin, profile } from '../../lib/paths';
import { BILLING_PATHS } from './paths';

const packageForm = () => import('./pages/PackageFormPage');

/** Mounted under /profile. */
export const billingProfileRoutes: RouteObject[] = [
  {
    path: profile.route('subscriptions'),
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
  {
    path: admin.route('packages'),
    lazy: lazyComponent(() => import('./pages/PackagesPage'), 'PackagesPage'),
  },
  { path: admin.route('packages/add'), lazy: lazyComponent(packageForm, 'AddPackagePage') },
  // Invoice Settings moved to Admin → Settings (issue 9 §1); the old address leads there. Static
  // segments outrank `:id`, so it is not taken for a package.
  {
    path: admin.route('packages/invoice-settings'),
    element: <Navigate to={BILLING_PATHS.invoiceSettings} replace />,
  },
  { path: admin.route('packages/:id'), lazy: lazyComponent(packageForm, 'EditPackagePage') },
  {
    path: admin.route('payment-logs'),
    lazy: lazyComponent(() => import('./pages/PaymentLogsPage'), 'PaymentLogsPage'),
  },
  {
    path: admin.route('plan-logs'),
    lazy: lazyComponent(() => import('./pages/PlanLogsPage'), 'PlanLogsPage'),
  },
];
