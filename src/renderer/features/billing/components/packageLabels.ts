import type { PlanType, ValidityType } from '../../../../shared/billing/constants';

/** Display names of the package enums (spec 00 section 3). */
export const VALIDITY_TYPE_LABELS: Record<ValidityType, string> = {
  na: 'No expiry (NA)',
  daily: 'Days',
  monthly: 'Months',
  yearly: 'Years',
};

export const PLAN_TYPE_LABELS: Record<PlanType, string> = {
  package: 'Package',
  demo: 'Demo',
  addon: 'Add-on',
};
