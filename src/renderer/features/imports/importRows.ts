import { emptyImportResult, MAX_IMPORT_ROWS, type ImportResult } from '../../../shared/imports/contract';
import {
  checkImportRow,
  missingColumns,
  rowFromSheet,
  type ImportUser,
  type RawImportRow,
} from '../../../shared/imports/rules';
import type { CellOut } from '../../../shared/imports/sheet-xml';

/** A bad row as the page lists it: its row number in the sheet (the header is row 1) and why. */
export interface BadRow {
  row: number;
  name: string;
  email: string;
  reasons: string[];
}

/** A workbook read and checked, ready to send. */
export interface CheckedFile {
  fileName: string;
  rows: RawImportRow[];
  /**
   * Per row, the keys it adds to those that later rows repeat (e-mail, +dialcode mobile): none for a
   * bad row or a repeat, as the server counts them.
   */
  keys: string[][];
  /** Per row, whether it is bad. */
  bad: boolean[];
  badRows: BadRow[];
  /** Rows that repeat an earlier row of the file (counted once, as the server does). */
  repeatCount: number;
}

export type ReadSheet = {
  fileName: string;
  headers: string[];
  rows: Record<string, CellOut>[];
  /** Each row's number in the sheet, when the reader knows it. */
  rowNumbers?: number[];
};

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());

/** The keys the server recognises a repeated row by (shared/imports/contract: seenBefore). */
export const repeatKeys = (u: ImportUser) => [u.email, `+${u.countryCode}${u.mobileNumber}`];

/** Why a sheet cannot be imported at all (missing columns, no rows), or null. */
export function sheetProblem(sheet: ReadSheet): string | null {
  const missing = missingColumns(sheet.headers);
  if (missing.length) return `The file has no ${missing.join(', ')} column${missing.length > 1 ? 's' : ''}.`;
  if (sheet.rows.length === 0) return 'The file has no rows to import.';
  return null;
}

const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Checks every row with the server's own rules (shared/imports/rules), in slices so that the page
 * stays responsive and the progress bar moves on a large file.
 */
export async function checkSheet(
  sheet: ReadSheet,
  onProgress: (done: number, total: number) => void = () => {},
  slice = 2_000,
): Promise<CheckedFile> {
  const rows: RawImportRow[] = [];
  const keys: string[][] = [];
  const bad: boolean[] = [];
  const badRows: BadRow[] = [];
  const seen = new Set<string>();
  let repeatCount = 0;
  for (let i = 0; i < sheet.rows.length; i++) {
    const raw = rowFromSheet(sheet.rows[i]);
    rows.push(raw);
    const check = checkImportRow(raw);
    bad.push(!check.ok);
    if (check.ok) {
      const rowKeys = repeatKeys(check.user);
      const repeat = rowKeys.some((k) => seen.has(k));
      if (repeat) repeatCount += 1;
      else rowKeys.forEach((k) => seen.add(k));
      keys.push(repeat ? [] : rowKeys);
    } else {
      keys.push([]);
      badRows.push({
        row: sheet.rowNumbers?.[i] ?? i + 2,
        name: `${text(raw.FirstName)} ${text(raw.LastName)}`.trim(),
        email: text(raw.Email),
        reasons: Object.values(check.errors) as string[],
      });
    }
    if ((i + 1) % slice === 0) {
      onProgress(i + 1, sheet.rows.length);
      await yieldToBrowser();
    }
  }
  onProgress(sheet.rows.length, sheet.rows.length);
  return { fileName: sheet.fileName, rows, keys, bad, badRows, repeatCount };
}

/** One request of an import: at most MAX_IMPORT_ROWS rows, with the keys of the rows sent before it. */
export interface ImportChunk {
  start: number;
  users: RawImportRow[];
  seenBefore: string[];
  /** What the page knows about the chunk's rows, should the server refuse it as having none proper. */
  bad: number;
}

export function chunksOf(file: CheckedFile, size = MAX_IMPORT_ROWS): ImportChunk[] {
  const chunks: ImportChunk[] = [];
  const seen: string[] = [];
  for (let start = 0; start < file.rows.length; start += size) {
    const end = Math.min(start + size, file.rows.length);
    chunks.push({
      start,
      users: file.rows.slice(start, end),
      seenBefore: [...seen],
      bad: file.bad.slice(start, end).filter(Boolean).length,
    });
    for (const k of file.keys.slice(start, end)) seen.push(...k);
  }
  return chunks;
}

export const EMPTY_RESULT: ImportResult = emptyImportResult();

/** Adds one request's answer to the file's totals; invalid row indexes become file positions. */
export function addResult(total: ImportResult, part: ImportResult, start: number): ImportResult {
  return {
    totalUsers: total.totalUsers + part.totalUsers,
    userRegister: total.userRegister + part.userRegister,
    userAlreadyRegister: total.userAlreadyRegister + part.userAlreadyRegister,
    repeatedUsers: total.repeatedUsers + part.repeatedUsers,
    cardCreated: total.cardCreated + part.cardCreated,
    notProperUserData: total.notProperUserData + part.notProperUserData,
    invalidRows: [...total.invalidRows, ...part.invalidRows.map((r) => ({ ...r, index: r.index + start }))],
  };
}

/**
 * A chunk the server refused because none of its rows was new and proper (422): every row of it
 * is bad or a repeat of an earlier one, which the page already knows.
 */
export function refusedChunkResult(chunk: ImportChunk): ImportResult {
  return {
    ...EMPTY_RESULT,
    totalUsers: chunk.users.length,
    notProperUserData: chunk.bad,
    repeatedUsers: chunk.users.length - chunk.bad,
  };
}

const FIRST_USER_FIELDS = ['FirstName', 'LastName', 'CompanyName', 'Country'] as const;

/**
 * Spec 03 section 8.5: the server messages for FirstName, LastName, CompanyName and Country of the
 * first user, joined; otherwise null (the caller shows "An error occurred while processing the request.").
 */
export function firstUserMessage(errors: Record<string, string> | undefined): string | null {
  if (!errors) return null;
  const first = Object.keys(errors)
    .map((k) => /^users\.(\d+)\./.exec(k)?.[1])
    .filter((i): i is string => i !== undefined)
    .map(Number)
    .sort((a, b) => a - b)[0];
  if (first === undefined) return null;
  const messages = FIRST_USER_FIELDS.map((f) => errors[`users.${first}.${f}`]).filter(Boolean);
  return messages.length ? messages.join(', ') : null;
}

/** Whether a 422's errors are about the rows (rather than the plan or Reference By). */
export const isRowsError = (errors: Record<string, string> | undefined) =>
  Boolean(errors && Object.keys(errors).some((k) => k.startsWith('users.')));
