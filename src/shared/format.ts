/**
 * Display formats for what the server writes itself (xlsx exports, invoices), in the business's
 * time zone: DD-MM-YYYY and DD-MM-YYYY hh:mm A (spec 00 section 9). The screens format in the
 * user's local zone with dayjs (src/renderer/components/format).
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** India Standard Time, in minutes east of UTC: the default zone of the product's businesses. */
export const BUSINESS_UTC_OFFSET_MINUTES = 330;

function shifted(value: string, offsetMinutes: number): Date | null {
  const t = Date.parse(value);
  return Number.isNaN(t) ? null : new Date(t + offsetMinutes * 60_000);
}

/** `2026-11-22` stays that day; a timestamp shows its day in the business's zone → `22-11-2026`. */
export function formatDate(
  value: string | null | undefined,
  offsetMinutes = BUSINESS_UTC_OFFSET_MINUTES,
): string {
  if (!value) return '';
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (plain) return `${plain[3]}-${plain[2]}-${plain[1]}`;
  const d = shifted(value, offsetMinutes);
  return d ? `${pad(d.getUTCDate())}-${pad(d.getUTCMonth() + 1)}-${d.getUTCFullYear()}` : '';
}

/** A timestamp → `22-11-2026 03:05 PM` in the business's zone. */
export function formatDateTime(
  value: string | null | undefined,
  offsetMinutes = BUSINESS_UTC_OFFSET_MINUTES,
): string {
  if (!value) return '';
  const d = shifted(value, offsetMinutes);
  if (!d) return '';
  const h = d.getUTCHours();
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${formatDate(value, offsetMinutes)} ${pad(h12)}:${pad(d.getUTCMinutes())} ${h < 12 ? 'AM' : 'PM'}`;
}
