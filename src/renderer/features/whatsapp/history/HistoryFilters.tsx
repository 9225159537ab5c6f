import type { EndpointFilterContext } from '../../../components/DataTable';
import { DateRangeFilter } from '../../../components/DateRangeFilter';
import { FilterSelect } from '../../../components/FilterSelect';
import type { historyEndpoints } from '../../../../shared/whatsapp/history-contract';

/** Spec 03 §3.5: the status options of the message screens. */
const STATUS_OPTIONS = [
  { value: 'sent', label: 'Sent' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'read', label: 'Read' },
  { value: 'failed', label: 'Failed' },
] as const;

/** Spec 03 §2.7: Replied all, yes or no ("all" is the select's All). */
const REPLIED_OPTIONS = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

/** The three day ranges of the history (spec 03 §7.2), with the labels a reader hears. */
const RANGES = [
  { label: 'Sent', from: 'sendTimeFrom', to: 'sendTimeTo' },
  { label: 'Delivered', from: 'deliveryTimeFrom', to: 'deliveryTimeTo' },
  { label: 'Read', from: 'readTimeFrom', to: 'readTimeTo' },
] as const;

export const HISTORY_FILTERS = ['Status', 'Replied'] as const;
export const HISTORY_DATE_FILTERS = RANGES.flatMap((r) => [r.from, r.to]);

/**
 * The history's filter menu: status, replied and the sent, delivered and read day ranges (no future
 * days, the end never before the start). Each change goes to the URL and back to page 1.
 */
export function HistoryFilters({
  values,
  setFilters,
}: EndpointFilterContext<typeof historyEndpoints.contactMessages>) {
  return (
    <>
      <FilterSelect
        label="Status"
        value={values.Status}
        onChange={(Status) => setFilters({ Status })}
        options={STATUS_OPTIONS}
        width={150}
      />
      <FilterSelect
        label="Replied"
        value={values.Replied}
        onChange={(Replied) => setFilters({ Replied })}
        options={REPLIED_OPTIONS}
        width={140}
      />
      {RANGES.map((r) => (
        <DateRangeFilter
          key={r.label}
          label={`${r.label} date`}
          prefix={r.label}
          startLabel={`${r.label} from`}
          endLabel={`${r.label} to`}
          value={{ startDate: values[r.from], endDate: values[r.to] }}
          onChange={(range) => setFilters({ [r.from]: range?.startDate, [r.to]: range?.endDate })}
        />
      ))}
    </>
  );
}
