import { placeholderPage } from '../../../lib/PlaceholderPage';

// Subscriptions, payments, packages and their logs (spec 00).
// Honest empty pages until the area is built; the real pages replace them.
export const SubscriptionsPage = placeholderPage('My Subscriptions');
export const PaymentPage = placeholderPage('Payment');
export const PaymentResultPage = placeholderPage('Payment');
export const PackagesPage = placeholderPage('Subscription Packages');
export const AddPackagePage = placeholderPage('Add Package');
export const EditPackagePage = placeholderPage('Edit Package');
export const PaymentLogsPage = placeholderPage('Payment Logs');
export const PlanLogsPage = placeholderPage('Plan Logs');
