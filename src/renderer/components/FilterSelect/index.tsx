import { Select } from 'antd';
import { useId } from 'react';
import type { ListFilterContext } from '../DataTable';
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

/** One filter of a list's filter bar: the list's parameter `name` and its select. */
export interface FilterSpec<F extends string> extends Omit<FilterSelectProps, 'value' | 'onChange'> {
  name: F;
}

/**
 * A list's filter bar (DataTable's `renderFilters`): a FilterSelect per filter, each reading and
 * setting its own parameter.
 */
export function FilterSelects<F extends string>({
  filters,
  values,
  setFilters,
}: ListFilterContext<F> & { filters: readonly FilterSpec<F>[] }) {
  return (
    <>
      {filters.map(({ name, ...select }) => (
        <FilterSelect
          key={name}
          {...select}
          value={values[name]}
          onChange={(value) => setFilters(filterPatch(name, value))}
        />
      ))}
    </>
  );
}

/** `{ [name]: value }` under the list's filter names. */
function filterPatch<F extends string>(
  name: F,
  value: string | undefined,
): Partial<Record<F, string | undefined>> {
  const patch: Partial<Record<F, string | undefined>> = {};
  patch[name] = value;
  return patch;
}

/** Options whose text is their value (AI log kinds, cron types). */
export const valueOptions = (values: readonly string[] | undefined): FilterOption[] =>
  (values ?? []).map((value) => ({ value, label: value }));

/** Options of records by id and name (plans, packages). */
export const idNameOptions = (records: readonly { id: number; name: string }[] | undefined): FilterOption[] =>
  (records ?? []).map((r) => ({ value: String(r.id), label: r.name }));
