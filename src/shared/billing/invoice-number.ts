import { DEFAULT_INVOICE_PREFIX } from './constants';

/**
 * Invoice numbers (CGST Rules 2017, rule 46(b); issue 5): a consecutive serial, unique for the
 * Indian financial year (1 April – 31 March), at most 16 characters of letters, digits, `-` and
 * `/`, e.g. `INV/26-27/00042`.
 */
export const INVOICE_NUMBER_MAX = 16;
export const INVOICE_PREFIX_PATTERN = /^[A-Z0-9-]{1,4}$/;
const SERIAL_DIGITS = 5;

/** The financial year a date falls in: 2026-11-22 → { startYear: 2026, label: '26-27' }. */
export function financialYear(ymd: string): { startYear: number; label: string } {
  const [y, m] = ymd.split('-').map(Number);
  const startYear = m >= 4 ? y : y - 1;
  const two = (n: number) => String(n % 100).padStart(2, '0');
  return { startYear, label: `${two(startYear)}-${two(startYear + 1)}` };
}

/** The numbering series an invoice of this date belongs to: one per prefix and financial year. */
export const invoiceSeries = (prefix: string | null | undefined, ymd: string) =>
  `${prefix || DEFAULT_INVOICE_PREFIX}/${financialYear(ymd).label}`;

export function formatInvoiceNumber(prefix: string | null | undefined, ymd: string, serial: number): string {
  if (!Number.isInteger(serial) || serial < 1) throw new Error('An invoice serial starts at 1');
  const number = `${invoiceSeries(prefix, ymd)}/${String(serial).padStart(SERIAL_DIGITS, '0')}`;
  if (number.length > INVOICE_NUMBER_MAX)
    throw new Error(`Invoice number ${number} is longer than ${INVOICE_NUMBER_MAX} characters`);
  return number;
}

/** The financial-year label of an invoice number (`INV/26-27/00042` → `26-27`). */
export const financialYearOfNumber = (invoiceNumber: string) => invoiceNumber.split('/').at(-2) ?? '';
