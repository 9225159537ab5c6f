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

const UNIT: Record<Exclude<ValidityType, 'na'>, [string, string]> = {
  daily: ['Day', 'Days'],
  monthly: ['Month', 'Months'],
  yearly: ['Year', 'Years'],
};

/** `1 Year`, `3 Months`, `30 Days`, or `No expiry`. */
export function validityText(validity: number, type: ValidityType): string {
  if (type === 'na') return 'No expiry';
  const [one, many] = UNIT[type];
  return `${validity} ${validity === 1 ? one : many}`;
}
