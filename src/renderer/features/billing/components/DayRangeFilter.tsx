import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useId, useMemo } from 'react';
import { API_DATE, DISPLAY_DATE } from '../../../components/format/dates';
import { visuallyHidden } from '../../../components/visuallyHidden';

export interface DayRangeFilterProps {
  /** e.g. "Invoice date": names the group and both inputs. */
  label: string;
  from?: string;
  to?: string;
  onChange: (range: { from?: string; to?: string }) => void;
}

const toDay = (v?: string): Dayjs | null => (v ? dayjs(v, API_DATE, true) : null);

/**
 * A day range over plan dates (spec 00 section 2: the startPlan, endPlan, invoice and payment
 * variants). Unlike the kit's created-date filter, future days are allowed: plans start and end ahead.
 */
export function DayRangeFilter({ label, from, to, onChange }: DayRangeFilterProps) {
  const base = `days-${useId().replace(/[^\w-]/g, '')}`;
  const ids = { start: `${base}-from`, end: `${base}-to` };
  const value = useMemo<[Dayjs | null, Dayjs | null] | null>(
    () => (from || to ? [toDay(from), toDay(to)] : null),
    [from, to],
  );
  return (
    <div role="group" aria-label={label} style={{ display: 'inline-flex' }}>
      <label htmlFor={ids.start} style={visuallyHidden}>
        {`${label} from`}
      </label>
      <label htmlFor={ids.end} style={visuallyHidden}>
        {`${label} to`}
      </label>
      <DatePicker.RangePicker
        id={ids}
        value={value}
        format={DISPLAY_DATE}
        prefix={<span aria-hidden>{label}:</span>}
        placeholder={['From', 'To']}
        allowEmpty={[true, true]}
        order
        style={{ width: 300 }}
        styles={{ popup: { container: { maxWidth: 'calc(100vw - 24px)', overflowX: 'auto' } } }}
        onChange={(range) => {
          const [a, b] = range ?? [];
          onChange({ from: a?.format(API_DATE), to: b?.format(API_DATE) });
        }}
      />
    </div>
  );
}
