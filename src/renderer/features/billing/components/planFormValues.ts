import type { DefaultValues } from 'react-hook-form';
import { APP_KEYS, APP_NUMBER, type AppKey } from '../../../../shared/account/modules';
import type { SubscriptionPackage, UserPlan } from '../../../../shared/billing/contract';
import type { PlanForm, SubPlanForm } from '../../../../shared/billing/schemas';

/** The plan form's values: the shared schema's input (amounts in paise, days YYYY-MM-DD). */
export type PlanFormValues = PlanForm;

const noLimits = Object.fromEntries(APP_KEYS.map((k) => [k, null])) as Record<AppKey, null>;

/** A new plan: no price until one is typed or a package gives it (the schema says it is required). */
export const emptyPlanForm = (userId: number): DefaultValues<PlanFormValues> => ({
  userId,
  subscriptionPlanId: 0,
  startDate: '',
  endDate: '',
  originalPrice: null,
  discountedPrice: null,
  gst: 18,
  quantity: 1,
  hsn: '',
  otherDetails: '',
  paymentMethodId: null,
  paymentDate: null,
  invoiceDate: null,
  transactionId: '',
  ...noLimits,
  selectedApps: [],
  userSubPlans: [],
});

/** An existing plan as the form edits it; reminders and customer details stay as the server holds them. */
export function planFormOf(plan: UserPlan): PlanFormValues {
  const limits = { ...noLimits } as Record<AppKey, number | null>;
  const selected: AppKey[] = [];
  for (const key of APP_KEYS) {
    const app = plan.apps.find((a) => a.app === APP_NUMBER[key]);
    if (app) {
      limits[key] = app.assignedLimit;
      selected.push(key);
    }
  }
  return {
    userId: plan.userId,
    subscriptionPlanId: plan.subscriptionPlanId,
    startDate: plan.startDate,
    endDate: plan.endDate,
    price: plan.price,
    originalPrice: plan.originalPrice,
    discountedPrice: plan.discountedPrice,
    gst: plan.gst,
    quantity: plan.quantity,
    hsn: plan.hsn ?? '',
    otherDetails: plan.otherDetails ?? '',
    paymentMethodId: plan.paymentMethodId,
    paymentDate: plan.paymentDate,
    invoiceDate: plan.invoiceDate,
    transactionId: plan.transactionId ?? '',
    ...limits,
    selectedApps: selected,
    userSubPlans: plan.userSubPlans.map((s): SubPlanForm => ({
      id: s.id,
      subscriptionPlanId: s.subscriptionPlanId ?? 0,
      startDate: s.startDate,
      endDate: s.endDate,
      price: s.price,
      quantity: s.quantity,
      gst: s.gst,
      hsn: s.hsn,
      otherDetails: s.otherDetails,
      isRenewalReminder: s.isRenewalReminder,
    })),
  };
}

/** What a chosen package fills in: its price, GST, HSN and app allowances. */
export function packageDefaults(pkg: SubscriptionPackage) {
  const selectedApps = APP_KEYS.filter((k) => pkg[k] !== null);
  return {
    price: pkg.discountedPrice ?? pkg.price,
    originalPrice: pkg.price,
    discountedPrice: pkg.discountedPrice,
    gst: pkg.gst,
    hsn: pkg.hsn ?? '',
    selectedApps,
    limits: Object.fromEntries(APP_KEYS.map((k) => [k, pkg[k]])) as Record<AppKey, number | null>,
  };
}

/** Apps that are not ticked go without a limit, so the server leaves them out of the plan. */
export function withOnlySelectedApps<T extends Partial<Record<AppKey, number | null | undefined>>>(
  values: T & { selectedApps?: AppKey[] },
): T {
  const selected = new Set(values.selectedApps ?? []);
  const out = { ...values };
  for (const key of APP_KEYS) if (!selected.has(key)) (out as Record<AppKey, number | null>)[key] = null;
  return out;
}
