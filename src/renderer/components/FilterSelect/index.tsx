import { Select } from 'antd';
import { useId } from 'react';
import { visuallyHidden } from '../visuallyHidden';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterSelectProps {
  /** Names the control (a hidden label, so `getByLabel` and screen readers find it) and prefixes its text. */
  label: string;
  /** The filter's value as the URL holds it; '' or undefined is "All". */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  options: readonly FilterOption[];
  /** The text of the option that clears the filter (spec 03 section 2.9: "an All option"). */
  allLabel?: string;
  loading?: boolean;
  width?: number;
}

/** A list filter: one select with an All option, labelled, for DataTable's `renderFilters`. */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
  allLabel = 'All',
  loading,
  width = 180,
}: FilterSelectProps) {
  const id = `filter-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <>
      <label htmlFor={id} style={visuallyHidden}>
        {label}
      </label>
      <Select<string>
        id={id}
        value={value ?? ''}
        onChange={(v) => onChange(v || undefined)}
        options={[{ value: '', label: allLabel }, ...options]}
        prefix={<span aria-hidden>{label}:</span>}
        loading={loading}
        popupMatchSelectWidth={false}
        style={{ minWidth: width }}
      />
    </>
  );
}
