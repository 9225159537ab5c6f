import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { DISPLAY_DATE_TIME, formatDateTime, parseDate } from '../../components/format/dates';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * A post's time in the zone it was scheduled in (issue 13, Schedule: stored UTC, shown with the
 * zone), DD-MM-YYYY hh:mm A; the business clock's reading when the zone is unknown.
 */
export function formatPostTime(
  value: string | null | undefined,
  timeZone: string | null | undefined,
): string {
  const d = parseDate(value);
  if (!d) return '';
  if (!timeZone) return formatDateTime(d);
  try {
    return d.tz(timeZone).format(DISPLAY_DATE_TIME);
  } catch {
    return formatDateTime(d);
  }
}

/** The same time read on this computer (the calendar and the CSV preview, which the user types in). */
export const formatLocalTime = (value: string | null | undefined): string =>
  parseDate(value)?.local().format(DISPLAY_DATE_TIME) ?? '';
