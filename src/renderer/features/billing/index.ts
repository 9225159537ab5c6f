/**
 * The billing area's public entry: the plan cards of the Update User page and the invoice settings
 * that Admin → Settings shows as a card.
 */
export { useSupplierSettings } from './api';
export { AddSubscriptionPlanCard } from './components/AddSubscriptionPlanCard';
export { SupplierSettingsForm } from './components/SupplierSettingsForm';
export { UserSubscriptionsCard } from './components/UserSubscriptionsCard';
