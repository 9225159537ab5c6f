/**
 * Money is integer paise (ARCHITECTURE.md); shown in the Indian grouping (lakh, crore) with ₹ and
 * two decimals (spec 00 section 9). Integer arithmetic, so no float rounding creeps in.
 */
export function formatInr(paise: number): string {
  if (!Number.isFinite(paise)) return '';
  const whole = Math.round(paise);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  const rupees = Math.floor(abs / 100);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${sign}₹${groupIndian(String(rupees))}.${fraction}`;
}

/** 12345678 → "1,23,45,678": the last three digits, then groups of two. */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${rest},${last3}`;
}
