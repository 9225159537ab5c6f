import {
  checkContactRow,
  CONTACT_COLUMNS,
  CONTACT_MESSAGES as M,
  contactRowFromSheet,
  fullNumberOf,
  type ContactFormOutput,
  type ImportContactsResult,
} from '../../../shared/whatsapp/contacts';
import { parseWorkbook } from '../../../shared/imports/workbook';

/** Most rows one workbook may hold. */
export const MAX_CONTACT_ROWS = 20_000;
/** Rejected rows reported back, with their reasons. */
const MAX_REPORTED = 500;

const REQUIRED_COLUMNS = ['firstName', 'mobileNumber'] as const;

/** A row to create or update: the contact as the form's schema made it, and its full number. */
export interface GoodRow {
  contact: ContactFormOutput;
  optInGiven: boolean;
  mobile: string;
}

/** The file's fault, answered as the `file` field's error (422). */
export type SheetRefusal = { error: string };
/** The rows counted so far (total, repeated, rejected with reasons), and the rows to store. */
export type ReadSheet = { result: ImportContactsResult; good: GoodRow[] };

/**
 * ImportContacts' reading (issue 26 Contacts), all of it pure CPU and so run in a worker thread
 * (contacts-import-worker.ts): the workbook read with the reader Import Users uses (row cap,
 * formulas as their cached value, never run), each row checked by the form's schema, a number seen
 * earlier in the file counted as repeated, a bad row rejected with its reasons.
 */
export async function readContactSheet(bytes: Uint8Array): Promise<ReadSheet | SheetRefusal> {
  const sheet = await parseWorkbook(bytes, { maxRows: MAX_CONTACT_ROWS });
  if ('error' in sheet) return sheet;
  const keys = new Set(sheet.headers.map((h) => Object.keys(contactRowFromSheet({ [h]: 1 }))[0]));
  const missing = REQUIRED_COLUMNS.filter((k) => !keys.has(k)).map(
    (k) => CONTACT_COLUMNS.find((c) => c.key === k)!.header,
  );
  if (missing.length) return { error: `The sheet has no ${missing.join(' or ')} column` };
  if (sheet.rows.length === 0) return { error: M.importNoRows };

  const result: ImportContactsResult = {
    total: sheet.rows.length,
    created: 0,
    updated: 0,
    repeated: 0,
    rejected: 0,
    rejectedRows: [],
  };
  const good: GoodRow[] = [];
  const seen = new Set<string>();
  sheet.rows.forEach((raw, i) => {
    const check = checkContactRow(contactRowFromSheet(raw));
    if (!check.ok) {
      result.rejected++;
      if (result.rejectedRows.length < MAX_REPORTED)
        result.rejectedRows.push({ row: sheet.rowNumbers[i], reasons: check.reasons });
      return;
    }
    const mobile = fullNumberOf(check.contact.countryCode, check.contact.mobileNumber);
    if (seen.has(mobile)) {
      result.repeated++;
      return;
    }
    seen.add(mobile);
    good.push({ contact: check.contact, optInGiven: check.optInGiven, mobile });
  });
  return { result, good };
}

/** Rows per message from the worker: each is taken in (structured clone) in well under a millisecond or so. */
export const SHEET_PART_ROWS = 500;

/** What the worker thread says: the rows to store in parts, then the counts; or why it could not. */
export type SheetMessage =
  | { kind: 'rows'; rows: GoodRow[] }
  | { kind: 'done'; result: ImportContactsResult }
  | { kind: 'refused'; error: string }
  | { kind: 'failed'; error: string };
