import { Select } from 'antd';
import type { FieldControlProps } from '../../../components/form/FormField';
import { usePlanOptions, useReferenceOptions } from '../api';

type NumberField = Pick<FieldControlProps<{ v?: number }, 'v'>, 'id' | 'value' | 'onChange' | 'onBlur'> & {
  disabled?: boolean;
};

/** An optional choice by id, searchable by its label. */
function OptionalSelect({
  id,
  value,
  onChange,
  onBlur,
  disabled,
  loading,
  placeholder,
  options,
}: NumberField & { loading: boolean; placeholder: string; options: { value: number; label: string }[] }) {
  return (
    <Select<number>
      id={id}
      value={value}
      onChange={(v) => onChange(v ?? undefined)}
      onBlur={onBlur}
      disabled={disabled}
      allowClear
      loading={loading}
      placeholder={placeholder}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
}

/** Plan: an active subscription package, optional. */
export function PlanSelect(field: NumberField) {
  const plans = usePlanOptions();
  return (
    <OptionalSelect
      {...field}
      loading={plans.isPending}
      placeholder={plans.data?.length === 0 ? 'No active plans' : 'No plan'}
      options={(plans.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
    />
  );
}

/** Reference By: the admin users by company name (their name when they have none). */
export function ReferenceSelect(field: NumberField) {
  const admins = useReferenceOptions();
  return (
    <OptionalSelect
      {...field}
      loading={admins.isPending}
      placeholder="No reference"
      options={(admins.data ?? [])
        .map((u) => ({ value: u.id, label: u.companyName || u.userName }))
        .sort((a, b) => a.label.localeCompare(b.label))}
    />
  );
}
