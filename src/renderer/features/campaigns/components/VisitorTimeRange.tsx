import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useId, useMemo } from 'react';
import { rangePresets } from '../../../components/DateRangeFilter/presets';
import { API_DATE_TIME } from '../../../components/format/dates';
import { timeRangeOf, type TimeRange } from './timeRange';
import { visuallyHidden } from '../../../components/visuallyHidden';

export function VisitorTimeRange({
  value,
  onChange,
}: {
  value: TimeRange;
  onChange: (r: TimeRange) => void;
}) {
  const baseId = `visitors-${useId().replace(/[^\w-]/g, '')}`;
  const ids = { start: `${baseId}-start`, end: `${baseId}-end` };
  const presets = useMemo(
    () =>
      rangePresets().map((p) => ({
        label: p.label,
        value: [p.value[0].startOf('day'), p.value[1].endOf('day')] as [Dayjs, Dayjs],
      })),
    [],
  );
  const picked = useMemo<[Dayjs | null, Dayjs | null] | null>(
    () =>
      value.StartDate || value.EndDate
        ? [
            value.StartDate ? dayjs(value.StartDate, API_DATE_TIME) : null,
            value.EndDate ? dayjs(value.EndDate, API_DATE_TIME) : null,
          ]
        : null,
    [value.StartDate, value.EndDate],
  );
  return (
    <div role="group" aria-label="Date range" style={{ display: 'inline-flex' }}>
      <label htmlFor={ids.start} style={visuallyHidden}>
        Start date and time
      </label>
      <label htmlFor={ids.end} style={visuallyHidden}>
        End date and time
      </label>
      <DatePicker.RangePicker
        id={ids}
        showTime={{ format: 'hh:mm A', defaultValue: [dayjs().startOf('day'), dayjs().endOf('day')] }}
        format="DD-MM-YYYY hh:mm A"
        value={picked}
        presets={presets}
        allowEmpty={[true, true]}
        order
        disabledDate={(day) => day.isAfter(dayjs(), 'day')}
        styles={{ popup: { container: { maxWidth: 'calc(100vw - 24px)', overflowX: 'auto' } } }}
        onChange={(range) => onChange(timeRangeOf(range?.[0], range?.[1]))}
      />
    </div>
  );
}
