/**
 * Display formats shared by the screens and the server's exports (spec 00 section 9):
 * DD-MM-YYYY, DD-MM-YYYY hh:mm A, and money in Indian format with ₹.
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-11-22` or an ISO timestamp → `22-11-2026` (dates of timestamps in UTC, as stored). */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : '';
}

/** An ISO timestamp → `22-11-2026 03:05 PM` in the given time zone offset (minutes east of UTC). */
export function formatDateTime(value: string | null | undefined, offsetMinutes = 330): string {
  if (!value) return '';
  const t = Date.parse(value);
  if (Number.isNaN(t)) return '';
  const d = new Date(t + offsetMinutes * 60_000);
  const h = d.getUTCHours();
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${pad(d.getUTCDate())}-${pad(d.getUTCMonth() + 1)}-${d.getUTCFullYear()} ${pad(h12)}:${pad(d.getUTCMinutes())} ${h < 12 ? 'AM' : 'PM'}`;
}
