/**
 * The billing area's public entry: the plan cards of the Update User page, the invoice settings
 * that Admin → Settings shows as a card, and the renewal parts of the inbox (issue 27).
 */
export { useSupplierSettings } from './api';
export { AddSubscriptionPlanCard } from './components/AddSubscriptionPlanCard';
export { SupplierSettingsForm } from './components/SupplierSettingsForm';
export { UserSubscriptionsCard } from './components/UserSubscriptionsCard';
export { RenewalPanel } from './renewal/RenewalPanel';
export { RenewalRemindersTable } from './renewal/RenewalRemindersTable';
