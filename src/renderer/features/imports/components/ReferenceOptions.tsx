import { Select } from 'antd';
import type { FieldControlProps } from '../../../components/form/FormField';
import { usePlanOptions, useReferenceOptions } from '../api';

type NumberField = Pick<FieldControlProps<{ v?: number }, 'v'>, 'id' | 'value' | 'onChange' | 'onBlur'> & {
  disabled?: boolean;
};

/** Plan: an active subscription package, optional. */
export function PlanSelect({ id, value, onChange, onBlur, disabled }: NumberField) {
  const plans = usePlanOptions();
  return (
    <Select<number>
      id={id}
      value={value}
      onChange={(v) => onChange(v ?? undefined)}
      onBlur={onBlur}
      disabled={disabled}
      allowClear
      loading={plans.isPending}
      placeholder={plans.data?.length === 0 ? 'No active plans' : 'No plan'}
      options={(plans.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
}

/** Reference By: the admin users by company name (their name when they have none). */
export function ReferenceSelect({ id, value, onChange, onBlur, disabled }: NumberField) {
  const admins = useReferenceOptions();
  return (
    <Select<number>
      id={id}
      value={value}
      onChange={(v) => onChange(v ?? undefined)}
      onBlur={onBlur}
      disabled={disabled}
      allowClear
      loading={admins.isPending}
      placeholder="No reference"
      options={(admins.data ?? [])
        .map((u) => ({ value: u.id, label: u.companyName || u.userName }))
        .sort((a, b) => a.label.localeCompare(b.label))}
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
}
