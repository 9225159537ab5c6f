import { z } from 'zod';
import { COUNTRIES } from '../account/countries';

/** The workbook's columns, in the sample file's order (Import Users, spec 03 sections 2.9 and 3.10). */
export const IMPORT_COLUMNS = [
  { key: 'FirstName', header: 'First Name', example: 'Asha' },
  { key: 'LastName', header: 'Last Name', example: 'Verma' },
  { key: 'CompanyName', header: 'Company Name', example: 'Verma Sweets' },
  { key: 'Country', header: 'Country', example: 'India' },
  { key: 'MobileNumber', header: 'Mobile Number', example: '9876543210' },
  { key: 'Email', header: 'Email', example: 'asha@example.com' },
] as const;

export type ImportKey = (typeof IMPORT_COLUMNS)[number]['key'];
export type RawImportRow = Partial<Record<ImportKey, unknown>>;

const squash = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
const HEADER_ALIASES: Record<string, ImportKey> = Object.fromEntries(
  IMPORT_COLUMNS.flatMap((c) => [
    [squash(c.header), c.key],
    [squash(c.key), c.key],
  ]).concat([
    ['mobile', 'MobileNumber'],
    ['phone', 'MobileNumber'],
    ['phonenumber', 'MobileNumber'],
    ['emailaddress', 'Email'],
    ['company', 'CompanyName'],
  ]),
);

/** A sheet's few headers, each squashed once rather than once per row (10,000-row files). */
const headerKeys = new Map<string, ImportKey | undefined>();
const keyOfHeader = (header: string): ImportKey | undefined => {
  if (!headerKeys.has(header)) {
    if (headerKeys.size > 1000) headerKeys.clear();
    headerKeys.set(header, HEADER_ALIASES[squash(header)]);
  }
  return headerKeys.get(header);
};

/** Maps a sheet row keyed by its header texts ("First Name", "first_name", …) to the import keys. */
export function rowFromSheet(row: Record<string, unknown>): RawImportRow {
  const out: RawImportRow = {};
  for (const [header, value] of Object.entries(row)) {
    const key = keyOfHeader(header);
    if (key && out[key] === undefined) out[key] = value;
  }
  return out;
}

/** The columns a sheet lacks, by their header text. */
export const missingColumns = (headers: string[]) => {
  const have = new Set(headers.map((h) => HEADER_ALIASES[squash(h)]).filter(Boolean));
  return IMPORT_COLUMNS.filter((c) => !have.has(c.key)).map((c) => c.header);
};

/** Every way a row may name a country (name, ISO code, dial code), lower case, to its dial code. */
const DIAL_CODES = new Map<string, string>(
  [...COUNTRIES]
    .reverse() // the first country of the list wins, as a search from the start would
    .flatMap((c) => [
      [c.dialCode, c.dialCode],
      [c.code.toLowerCase(), c.dialCode],
      [c.name.toLowerCase(), c.dialCode],
    ]),
);

/** "India", "IN", "91" or "+91" → the dial code, or undefined for a country outside the allowed list. */
export function dialCodeOf(country: string): string | undefined {
  return DIAL_CODES.get(country.trim().toLowerCase().replace(/^\+/, ''));
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());

const rowSchema = z.object({
  FirstName: z.string().min(1, 'First Name is required').max(100, 'First Name is too long'),
  LastName: z.string().min(1, 'Last Name is required').max(100, 'Last Name is too long'),
  CompanyName: z.string().min(1, 'Company Name is required').max(150, 'Company Name is too long'),
  Country: z
    .string()
    .min(1, 'Country is required')
    .refine((c) => dialCodeOf(c) !== undefined, 'Country is not in the allowed list'),
  MobileNumber: z
    .string()
    .min(1, 'Mobile Number is required')
    .regex(/^\d{6,15}$/, 'Mobile Number must be 6 to 15 digits'),
  Email: z.string().min(1, 'Email is required').max(254).pipe(z.email('Invalid email address')),
});

export interface ImportUser {
  firstName: string;
  lastName: string;
  companyName: string;
  countryCode: string;
  mobileNumber: string;
  email: string;
}

export type RowCheck =
  { ok: true; user: ImportUser } | { ok: false; errors: Partial<Record<ImportKey, string>> };

/**
 * Checks one row before it is sent (in the renderer) and again when it arrives (on the server):
 * first name, last name, company name, country, mobile and e-mail.
 */
export function checkImportRow(raw: RawImportRow): RowCheck {
  // Excel keeps long numbers as numbers and may add a leading '+' or spaces to phone numbers.
  const mobile = text(raw.MobileNumber)
    .replace(/[\s\-()]/g, '')
    .replace(/^\+/, '');
  const parsed = rowSchema.safeParse({
    FirstName: text(raw.FirstName),
    LastName: text(raw.LastName),
    CompanyName: text(raw.CompanyName),
    Country: text(raw.Country),
    MobileNumber: mobile,
    Email: text(raw.Email),
  });
  if (!parsed.success) {
    const errors: Partial<Record<ImportKey, string>> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as ImportKey;
      errors[key] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const v = parsed.data;
  const countryCode = dialCodeOf(v.Country)!;
  // A number typed with its country code in front ("919876543210") is stored without it.
  const mobileNumber =
    v.MobileNumber.length > 10 && v.MobileNumber.startsWith(countryCode)
      ? v.MobileNumber.slice(countryCode.length)
      : v.MobileNumber;
  return {
    ok: true,
    user: {
      firstName: v.FirstName,
      lastName: v.LastName,
      companyName: v.CompanyName,
      countryCode,
      mobileNumber,
      email: v.Email.toLowerCase(),
    },
  };
}
