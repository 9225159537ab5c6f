import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useId, useMemo } from 'react';
import { rendererClock } from '../../lib/businessClock';
import { API_DATE, DISPLAY_DATE } from '../format/dates';
import { visuallyHidden } from '../visuallyHidden';
import { isFutureDay, rangePresets } from './presets';

/** A range of calendar days as the API takes them (YYYY-MM-DD); either end may be open. */
export interface DateRangeValue {
  startDate?: string;
  endDate?: string;
}

export interface DateRangeFilterProps {
  value?: DateRangeValue | null;
  /** null when the range is cleared. */
  onChange: (value: DateRangeValue | null) => void;
  /** Names the group for assistive technology. */
  label?: string;
  startLabel?: string;
  endLabel?: string;
  disabled?: boolean;
  /** Text before the days, naming the range when several sit side by side ("Sent"). */
  prefix?: string;
}

const toDay = (value: string | undefined): Dayjs | null => {
  if (!value) return null;
  const d = dayjs(value, API_DATE, true);
  return d.isValid() ? d : null;
};

/**
 * A day-range picker with the spec's presets (Today … Last Month), shown DD-MM-YYYY, no future
 * days, end never before start (a backwards pick is swapped). Each input has its own label
 * (Start date, End date).
 */
export function DateRangeFilter({
  value,
  onChange,
  label = 'Date range',
  startLabel = 'Start date',
  endLabel = 'End date',
  disabled,
  prefix,
}: DateRangeFilterProps) {
  const baseId = `range-${useId().replace(/[^\w-]/g, '')}`;
  const ids = { start: `${baseId}-start`, end: `${baseId}-end` };
  // Presets are computed when the picker renders, so a window left open past midnight moves on.
  // "Today" is the business's day (the shared business clock), as the server reads the filter.
  const todayKey = rendererClock.today();
  const presets = useMemo(() => rangePresets(dayjs(todayKey, API_DATE)), [todayKey]);
  // Open on last month and this one: the month after today has nothing to pick.
  const openOn = useMemo<[Dayjs, Dayjs]>(() => {
    const day = dayjs(todayKey, API_DATE);
    return [day.subtract(1, 'month'), day];
  }, [todayKey]);
  const startDate = value?.startDate;
  const endDate = value?.endDate;
  // A new array every render would look like a new value to the picker and reset what the user
  // is in the middle of choosing; null is the picker's "no range".
  const pickerValue = useMemo<[Dayjs | null, Dayjs | null] | null>(
    () => (startDate || endDate ? [toDay(startDate), toDay(endDate)] : null),
    [startDate, endDate],
  );

  return (
    <div role="group" aria-label={label} style={{ display: 'inline-flex' }}>
      <label htmlFor={ids.start} style={visuallyHidden}>
        {startLabel}
      </label>
      <label htmlFor={ids.end} style={visuallyHidden}>
        {endLabel}
      </label>
      <DatePicker.RangePicker
        id={ids}
        value={pickerValue}
        format={DISPLAY_DATE}
        prefix={prefix ? <span aria-hidden>{prefix}:</span> : undefined}
        placeholder={[startLabel, endLabel]}
        presets={presets}
        defaultPickerValue={openOn}
        // Open ends are allowed: with both ends required, antd keeps Tab on an empty start field,
        // a keyboard trap. A start alone filters from that day, an end alone up to it.
        allowEmpty={[true, true]}
        order
        disabled={disabled}
        // Two months and the presets are wider than a phone (below 768 px): scroll rather than clip.
        styles={{ popup: { container: { maxWidth: 'calc(100vw - 24px)', overflowX: 'auto' } } }}
        disabledDate={(day) => isFutureDay(day, dayjs(todayKey, API_DATE))}
        onChange={(range) => {
          const [from, to] = range ?? [];
          onChange(from || to ? { startDate: from?.format(API_DATE), endDate: to?.format(API_DATE) } : null);
        }}
      />
    </div>
  );
}
