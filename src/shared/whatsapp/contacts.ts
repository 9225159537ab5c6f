import { z } from 'zod';
import { COUNTRIES, DEFAULT_DIAL_CODE, DIAL_CODES } from '../account/countries';
import { maxSymbols } from '../forms/text';
import { idSchema } from '../http/ids';
import { listQuery } from '../http/list';

/** Every message the Contacts screens and the server show (spec 03 §2.3, §7.2, §8.6). */
export const CONTACT_MESSAGES = {
  firstNameRequired: 'First Name is required',
  mobileRequired: 'Mobile Number is required',
  mobileDigits: 'Mobile Number must be 6 to 15 digits',
  countryRequired: 'Country is required',
  countryNotAllowed: 'Country is not in the allowed list',
  invalidEmail: 'Invalid email address',
  numberTaken: 'This mobile number is already in your contacts',
  created: 'Contact Created successfully',
  updated: 'Contact Updated successfully',
  deleted: 'Contact Deleted successfully',
  createFailed: 'Failed to Create Contact',
  updateFailed: 'Failed to Update Contact',
  optedIn: 'Contact opted in',
  optedOut: 'Contact opted out',
  optInFailed: 'Failed to update opt-in',
  notFound: 'Contact not found',
  contactsNotFound: 'One or more contacts were not found',
  imported: 'Contacts imported',
  importFileRequired: 'Excel File is required',
  importWrongType: 'Invalid file type. Please select an Excel file.',
  importTooLarge: 'The Excel file must be at most 10 MB',
  importNoRows: 'No contacts in the file',
  downloadFailed: 'Error occured while downloading. Try again',
} as const;

const M = CONTACT_MESSAGES;

/** Custom Field 1–5 (spec 03 §3.3): free text the campaign variables may use. */
export const CUSTOM_FIELDS = [
  'customField1',
  'customField2',
  'customField3',
  'customField4',
  'customField5',
] as const;
export type CustomField = (typeof CUSTOM_FIELDS)[number];

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, maxSymbols(max))
    .nullish()
    .transform((v) => v || null);

/** A national number as typed: spaces, dashes and brackets dropped, then 6 to 15 digits. */
export const mobileDigitsSchema = z
  .string(M.mobileRequired)
  .transform((v) => v.replace(/[\s\-().]/g, ''))
  .pipe(
    z
      .string()
      .min(1, M.mobileRequired)
      .regex(/^\d{6,15}$/, M.mobileDigits),
  );

const customFields = Object.fromEntries(CUSTOM_FIELDS.map((f) => [f, optionalText(250)])) as Record<
  CustomField,
  ReturnType<typeof optionalText>
>;

/** Add/Edit contact (spec 03 §2.3): names, mobile with its country (India by default), e-mail, company, Custom Field 1–5, opt-in. */
export const contactFormSchema = z.object({
  firstName: z.string(M.firstNameRequired).trim().min(1, M.firstNameRequired).max(100, maxSymbols(100)),
  lastName: optionalText(100),
  countryCode: z.enum(DIAL_CODES, M.countryNotAllowed).default(DEFAULT_DIAL_CODE),
  mobileNumber: mobileDigitsSchema,
  email: z
    .string()
    .trim()
    .max(254, maxSymbols(254))
    .nullish()
    .transform((v) => v?.toLowerCase() || null)
    .pipe(z.email(M.invalidEmail).nullable()),
  companyName: optionalText(150),
  ...customFields,
  optIn: z.boolean().default(true),
});
export type ContactForm = z.input<typeof contactFormSchema>;
export type ContactFormOutput = z.output<typeof contactFormSchema>;

/** PUT Update: the contact fields with its id (spec 03 §7.2). */
export const contactUpdateSchema = contactFormSchema.extend({ id: idSchema() });

export const optInSchema = z.object({ optIn: z.boolean('Choose on or off') });

/**
 * The number a contact is reached on: the country's code then the national digits, leading zeros of
 * the national part dropped, and a national part typed with its country code in front kept once.
 * This is how `whatsapp_contacts.mobile` and the STOP list hold a number.
 */
export function fullNumberOf(countryCode: string, national: string): string {
  let digits = national.replace(/\D/g, '').replace(/^0+/, '');
  if (digits.length > 10 && digits.startsWith(countryCode)) digits = digits.slice(countryCode.length);
  return `${countryCode}${digits}`;
}

export const contactSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  /** First and last name. */
  name: z.string(),
  countryCode: z.string(),
  mobileNumber: z.string(),
  /** The full number, country code first (spec 03 §3.3 phoneNumber). */
  phoneNumber: z.string(),
  email: z.string().nullable(),
  companyName: z.string().nullable(),
  customField1: z.string().nullable(),
  customField2: z.string().nullable(),
  customField3: z.string().nullable(),
  customField4: z.string().nullable(),
  customField5: z.string().nullable(),
  optIn: z.boolean(),
  createdDate: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

/** ContactList: every contact in short, for pickers. */
export const contactChoiceSchema = contactSchema.pick({
  id: true,
  name: true,
  phoneNumber: true,
  optIn: true,
});
export type ContactChoice = z.infer<typeof contactChoiceSchema>;

export const OPT_IN_FILTERS = ['all', 'yes', 'no'] as const;

export const CONTACT_SORTS = [
  'firstName',
  'lastName',
  'phoneNumber',
  'email',
  'companyName',
  'createdDate',
] as const;

/** GET Contacts (and Export): search over names, number, e-mail and company; opt-in filter; one group. */
export const contactsQuery = listQuery(CONTACT_SORTS, {
  OptIn: z.enum(OPT_IN_FILTERS).optional(),
  GroupId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

/** What an import did, row by row (spec 03 §2.3; issue 26 Contacts). */
export const importContactsResultSchema = z.object({
  total: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  /** Rows whose number came earlier in the same file: skipped. */
  repeated: z.number().int(),
  rejected: z.number().int(),
  /** Refused rows by their row number in the sheet, with the reasons (first 500). */
  rejectedRows: z.array(z.object({ row: z.number().int(), reasons: z.array(z.string()) })),
});
export type ImportContactsResult = z.infer<typeof importContactsResultSchema>;

/** The import workbook's columns, in the sample file's order. */
export const CONTACT_COLUMNS = [
  { key: 'firstName', header: 'First Name', example: 'Asha' },
  { key: 'lastName', header: 'Last Name', example: 'Verma' },
  { key: 'countryCode', header: 'Country Code', example: '91' },
  { key: 'mobileNumber', header: 'Mobile Number', example: '9876543210' },
  { key: 'email', header: 'Email', example: 'asha@example.com' },
  { key: 'companyName', header: 'Company Name', example: 'Verma Sweets' },
  { key: 'customField1', header: 'Custom Field 1', example: 'Gold member' },
  { key: 'customField2', header: 'Custom Field 2', example: '' },
  { key: 'customField3', header: 'Custom Field 3', example: '' },
  { key: 'customField4', header: 'Custom Field 4', example: '' },
  { key: 'customField5', header: 'Custom Field 5', example: '' },
  { key: 'optIn', header: 'Opt In', example: 'Yes' },
] as const;
export type ContactColumn = (typeof CONTACT_COLUMNS)[number]['key'];

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const HEADER_KEYS: Record<string, ContactColumn> = Object.fromEntries([
  ...CONTACT_COLUMNS.flatMap((c) => [
    [squash(c.header), c.key],
    [squash(c.key), c.key],
  ]),
  ['mobile', 'mobileNumber'],
  ['phone', 'mobileNumber'],
  ['phonenumber', 'mobileNumber'],
  ['country', 'countryCode'],
  ['emailaddress', 'email'],
  ['company', 'companyName'],
  ['optin', 'optIn'],
]);

/** A sheet row keyed by its headers ("First Name", "first_name", …) as the import's keys. */
export function contactRowFromSheet(row: Record<string, unknown>): Partial<Record<ContactColumn, unknown>> {
  const out: Partial<Record<ContactColumn, unknown>> = {};
  for (const [header, value] of Object.entries(row)) {
    const key = HEADER_KEYS[squash(header)];
    if (key && out[key] === undefined) out[key] = value;
  }
  return out;
}

/** "India", "IN", "91" or "+91" → the dial code; blank → India; else undefined. */
export function dialCodeOfCountry(country: string): string | undefined {
  const t = country.trim().toLowerCase().replace(/^\+/, '');
  if (!t) return DEFAULT_DIAL_CODE;
  return COUNTRIES.find((c) => c.name.toLowerCase() === t || c.code.toLowerCase() === t || c.dialCode === t)
    ?.dialCode;
}

const cellText = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());

/** "Yes", "true", "1", "on" → true; "No", "false", "0", "off" → false; blank → not given. */
function optInOf(v: unknown): boolean | undefined | 'bad' {
  if (typeof v === 'boolean') return v;
  const t = cellText(v).toLowerCase();
  if (!t) return undefined;
  if (['yes', 'y', 'true', '1', 'on'].includes(t)) return true;
  if (['no', 'n', 'false', '0', 'off'].includes(t)) return false;
  return 'bad';
}

export type ContactRowCheck =
  { ok: true; contact: ContactFormOutput; optInGiven: boolean } | { ok: false; reasons: string[] };

/** One import row, checked by the form's own schema (the country may be a name, ISO code or dial code). */
export function checkContactRow(raw: Partial<Record<ContactColumn, unknown>>): ContactRowCheck {
  const country = dialCodeOfCountry(cellText(raw.countryCode));
  const optIn = optInOf(raw.optIn);
  const reasons: string[] = [];
  if (country === undefined) reasons.push(M.countryNotAllowed);
  if (optIn === 'bad') reasons.push('Opt In must be Yes or No');
  const parsed = contactFormSchema.safeParse({
    firstName: cellText(raw.firstName),
    lastName: cellText(raw.lastName),
    countryCode: country ?? DEFAULT_DIAL_CODE,
    mobileNumber: cellText(raw.mobileNumber).replace(/^\+/, ''),
    email: cellText(raw.email),
    companyName: cellText(raw.companyName),
    ...Object.fromEntries(CUSTOM_FIELDS.map((f) => [f, cellText(raw[f])])),
    optIn: optIn === undefined || optIn === 'bad' ? true : optIn,
  });
  if (!parsed.success) {
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]);
      if (seen.has(field)) continue;
      seen.add(field);
      const header = CONTACT_COLUMNS.find((c) => c.key === field)?.header ?? field;
      reasons.push(issue.message.startsWith(header) ? issue.message : `${header}: ${issue.message}`);
    }
  }
  if (reasons.length || !parsed.success) return { ok: false, reasons };
  return { ok: true, contact: parsed.data, optInGiven: optIn !== undefined };
}

/** STOP and UNSUBSCRIBE turn opt-in off, START turns it on (issue 26 Contacts). */
export const STOP_KEYWORDS = ['stop', 'unsubscribe'] as const;
export const START_KEYWORDS = ['start'] as const;

/**
 * What an inbound message asks of the opt-in: trimmed, in any case, STOP, UNSUBSCRIBE or the
 * campaign's own opt-out text → 'out'; START → 'in'; anything else → null.
 */
export function optKeywordOf(text: string, extraStopText?: string | null): 'out' | 'in' | null {
  const t = text.trim().toLowerCase();
  if (!t) return null;
  const extra = extraStopText?.trim().toLowerCase();
  if ((STOP_KEYWORDS as readonly string[]).includes(t) || (extra && t === extra)) return 'out';
  if ((START_KEYWORDS as readonly string[]).includes(t)) return 'in';
  return null;
}
