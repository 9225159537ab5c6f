import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import utc from 'dayjs/plugin/utc';
import { rendererClock } from '../../lib/businessClock';

dayjs.extend(customParseFormat);
dayjs.extend(utc);

/** Spec 00 section 9: shown DD-MM-YYYY (with time DD-MM-YYYY hh:mm A), sent YYYY-MM-DD. */
export const DISPLAY_DATE = 'DD-MM-YYYY';
export const DISPLAY_DATE_TIME = 'DD-MM-YYYY hh:mm A';
export const API_DATE = 'YYYY-MM-DD';
export const API_DATE_TIME = 'YYYY-MM-DD HH:mm:ss';

export type DateInput = string | number | Date | Dayjs | null | undefined;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const NAIVE_DATE_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/**
 * Reads what the server sends. A plan date (YYYY-MM-DD) is a calendar day and is never shifted; a
 * date-time without an offset is UTC, because the server stores time in UTC (ARCHITECTURE.md).
 */
export function parseDate(value: DateInput): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  let d: Dayjs;
  if (typeof value === 'string' && DATE_ONLY.test(value)) d = dayjs(value, API_DATE, true);
  else if (typeof value === 'string' && NAIVE_DATE_TIME.test(value))
    d = dayjs.utc(value.replace(' ', 'T')).local();
  else d = dayjs(value);
  return d.isValid() ? d : null;
}

/**
 * DD-MM-YYYY, or '' when there is no valid date: a plan date as it is, a moment on its day in the
 * business's time zone (the shared business clock, as the server's exports and PDFs show it).
 */
export function formatDate(value: DateInput): string {
  if (typeof value === 'string' && DATE_ONLY.test(value)) return parseDate(value)?.format(DISPLAY_DATE) ?? '';
  const d = parseDate(value);
  return d ? rendererClock.formatDate(d.toDate()) : '';
}

/** DD-MM-YYYY hh:mm A in the business's time zone, or '' when there is no valid date. */
export function formatDateTime(value: DateInput): string {
  const d = parseDate(value);
  return d ? rendererClock.formatDateTime(d.toDate()) : '';
}

/** YYYY-MM-DD of the (local) calendar day, as plan dates and list filters are sent. */
export function toApiDate(value: DateInput): string {
  return parseDate(value)?.format(API_DATE) ?? '';
}

/** YYYY-MM-DD HH:mm:ss, the logs' filter format (spec 00 section 9). */
export function toApiDateTime(value: DateInput): string {
  return parseDate(value)?.format(API_DATE_TIME) ?? '';
}
