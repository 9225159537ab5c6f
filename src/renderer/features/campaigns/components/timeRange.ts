import type { Dayjs } from 'dayjs';
import { API_DATE_TIME } from '../../../components/format/dates';

export interface TimeRange {
  StartDate?: string;
  EndDate?: string;
}

/**
 * The visitor log's date-time range (§2, §7: YYYY-MM-DD HH:mm:ss): a preset day range runs from the
 * start of its first day to the end of its last; no future days (§5), the end never before the start.
 */
export function timeRangeOf(from: Dayjs | null | undefined, to: Dayjs | null | undefined): TimeRange {
  const out: TimeRange = {};
  if (from) out.StartDate = from.format(API_DATE_TIME);
  if (to) out.EndDate = to.format(API_DATE_TIME);
  return out;
}
