// The browser build of csv-parse: the default one needs Node's Buffer, and the page parses a dry run too.
import { CsvError, parse } from 'csv-parse/browser/esm/sync';
import { addDaysYmd, businessClock, filterStamp, type BusinessClock } from '../time/business-clock';
import { publicUrlProblem } from './public-url';
import { MAX_CAPTION_LENGTH } from './rules';

/**
 * Bulk scheduling from a CSV (issue 13, "Lists and actions"): one post a row, with the columns
 * caption, media_url, accounts and when. `when` is `DD-MM-YYYY hh:mm A` in the user's time zone
 * (spec 00 §9's date-time format) or `best`; accounts are names or ids split by ACCOUNT_SEPARATOR,
 * which the server resolves. The page runs it for a dry run; the server runs it again and is the
 * authority, creating all the rows or none. Pure.
 */

export const BULK_CSV_COLUMNS = ['caption', 'media_url', 'accounts', 'when'] as const;
export type BulkCsvColumn = (typeof BULK_CSV_COLUMNS)[number];
export const MAX_BULK_ROWS = 500;
/** 500 posts with long captions fit in far less; a larger upload is refused before it is parsed. */
export const MAX_BULK_CSV_LENGTH = 5 * 1024 * 1024;
export const BULK_SAMPLE_FILE_NAME = 'bulk-schedule-sample.csv';
/**
 * What separates the accounts of one cell: the one fact the parser, the sample file and the help
 * text read (a comma would end the cell; a page name may hold a `|`).
 */
export const ACCOUNT_SEPARATOR = ';';

export interface BulkRow {
  /** The row as a spreadsheet numbers it (the header is row 1). */
  row: number;
  caption: string;
  mediaUrl: string | null;
  /** Account names or ids as written, each once; the server resolves them. */
  accounts: string[];
  /** `when` was `best`: the server picks each account's best time. */
  best: boolean;
  /** The moment to post, ISO UTC; null when `best`. */
  scheduledAt: string | null;
}

export interface BulkRowError {
  row: number;
  /** A column name (one of BULK_CSV_COLUMNS, or an extra column holding a formula), or `file`. */
  field: string;
  message: string;
}

export interface BulkCsvResult {
  rows: BulkRow[];
  errors: BulkRowError[];
  /** The rows the file holds under its header (blank ones aside), fine or not. */
  read: number;
}

export const BULK_MESSAGES = {
  notCsv: 'The file could not be read as CSV',
  empty: 'The file has no rows to schedule',
  tooMany: `A file can schedule at most ${MAX_BULK_ROWS} posts`,
  tooLarge: 'The file is larger than 5 MB',
  captionTooLong: `A caption has at most ${MAX_CAPTION_LENGTH.toLocaleString('en-US')} characters`,
  missingColumn: (column: string) => `The column ${column} is missing from the first row`,
  repeatedColumn: (column: string) => `The column ${column} appears more than once`,
  formula:
    'A cell may not start with =, +, -, @, a tab or a line break: spreadsheets would run it as a formula',
  nothingToPost: 'Write a caption or give a media_url',
  noAccounts: `Give at least one account (names or ids, separated by ${ACCOUNT_SEPARATOR})`,
  when: 'Write the time as DD-MM-YYYY hh:mm AM or PM (for example 05-03-2027 09:30 AM), or best',
  badDate: 'This date does not exist',
  skippedTime: 'This time does not exist in your time zone: the clocks change then',
  past: 'This time has already passed',
  badQuote: (line: number) =>
    `The file could not be read as CSV: the quotes on line ${line} do not pair up (a cell in quotes ends with a quote before the next comma, and a quote inside a cell is written twice: "")`,
} as const;

/** Spreadsheets run a cell that starts with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
const WHEN_PATTERN = /^(\d{1,2})-(\d{1,2})-(\d{4})\s+(\d{1,2}):(\d{2})\s*([AP])M$/i;

const pad = (v: number) => String(v).padStart(2, '0');

/** "Media URL" and " media_url " name the same column. */
const columnKey = (header: string) => header.trim().toLowerCase().replace(/\s+/g, '_');

/** The moment a `when` cell names in the zone, or why it names none. */
function readWhen(
  value: string,
  clock: BusinessClock,
  now: Date,
): { best: true } | { at: Date } | { error: string } {
  if (value.toLowerCase() === 'best') return { best: true };
  const m = WHEN_PATTERN.exec(value);
  if (!m) return { error: BULK_MESSAGES.when };
  const [day, month, year, hour12, minute] = m.slice(1, 6).map(Number);
  if (hour12 < 1 || hour12 > 12 || minute > 59) return { error: BULK_MESSAGES.when };
  const hour = (hour12 % 12) + (m[6].toUpperCase() === 'P' ? 12 : 0);
  const ymd = `${year}-${pad(month)}-${pad(day)}`;
  const wall = `${ymd} ${pad(hour)}:${pad(minute)}`;
  let from: string | undefined;
  try {
    from = clock.dayRange(wall).from;
  } catch {
    return { error: BULK_MESSAGES.badDate };
  }
  if (!from) return { error: BULK_MESSAGES.badDate };
  const at = new Date(from);
  // 02:30 on the night the clocks go forward reads back as another hour.
  if (filterStamp(clock, at).slice(0, 16) !== wall) return { error: BULK_MESSAGES.skippedTime };
  if (at.getTime() <= now.getTime()) return { error: BULK_MESSAGES.past };
  return { at };
}

/** Account tokens of a cell: split by ACCOUNT_SEPARATOR, trimmed, empty ones dropped, each once. */
export const accountTokens = (cell: string) => [
  ...new Set(
    cell
      .split(ACCOUNT_SEPARATOR)
      .map((t) => t.trim())
      .filter(Boolean),
  ),
];

function readRecords(text: string): string[][] | BulkRowError {
  try {
    return parse(text, {
      bom: true,
      relax_column_count: true,
      // Files saved on Windows, macOS Classic or a mix still split into the rows a spreadsheet shows.
      record_delimiter: ['\r\n', '\n', '\r'],
    });
  } catch (err) {
    // The parser gives up where it noticed (an unclosed quote: at the end of the file); the line
    // to fix is where the bad quote is.
    const bad = badQuoteLine(text);
    const line = bad ?? (err instanceof CsvError && typeof err.lines === 'number' ? err.lines : 1);
    return {
      row: line,
      field: 'file',
      message: bad ? BULK_MESSAGES.badQuote(line) : `${BULK_MESSAGES.notCsv} (line ${line})`,
    };
  }
}

/**
 * The line of the quote that breaks the file (RFC 4180), or null: a quote inside an unquoted cell,
 * or the opening quote of a cell that never closes properly (a line break inside quotes is allowed,
 * so the parser only notices at a later quote or at the end of the file).
 */
export function badQuoteLine(text: string): number | null {
  let line = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let cellStart = true;
  while (i < text.length) {
    const c = text[i];
    if (cellStart && c === '"') {
      const opened = line;
      i++;
      for (;;) {
        if (i >= text.length) return opened;
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (text[i] === '\n' || (text[i] === '\r' && text[i + 1] !== '\n')) line++;
        i++;
      }
      // After the closing quote: the end of the cell, the row or the file, nothing else.
      if (i < text.length && !',\r\n'.includes(text[i])) return opened;
      cellStart = false;
      continue;
    }
    if (c === '"') return line;
    if (c === ',') cellStart = true;
    else if (c === '\n' || c === '\r') {
      if (c === '\n' || text[i + 1] !== '\n') line++;
      cellStart = true;
    } else cellStart = false;
    i++;
  }
  return null;
}

/**
 * The posts of a bulk-scheduling CSV, or each row's problems (row number, column, message). A
 * caller creates the rows only when `errors` is empty: all or nothing.
 */
export function parseBulkCsv(
  text: string,
  options: { now: Date; timeZone: string; maxRows?: number },
): BulkCsvResult {
  const maxRows = options.maxRows ?? MAX_BULK_ROWS;
  if (text.length > MAX_BULK_CSV_LENGTH)
    return { rows: [], read: 0, errors: [{ row: 1, field: 'file', message: BULK_MESSAGES.tooLarge }] };
  const records = readRecords(text);
  if (!Array.isArray(records)) return { rows: [], read: 0, errors: [records] };

  const headerAt = records.findIndex((r) => r.some((cell) => cell.trim() !== ''));
  if (headerAt < 0)
    return { rows: [], read: 0, errors: [{ row: 1, field: 'file', message: BULK_MESSAGES.empty }] };
  const headerRow = headerAt + 1;
  const columns = new Map<string, number>();
  const errors: BulkRowError[] = [];
  records[headerAt].forEach((header, index) => {
    const key = columnKey(header);
    if (columns.has(key) && (BULK_CSV_COLUMNS as readonly string[]).includes(key))
      errors.push({ row: headerRow, field: key, message: BULK_MESSAGES.repeatedColumn(key) });
    if (!columns.has(key)) columns.set(key, index);
  });
  for (const column of BULK_CSV_COLUMNS)
    if (!columns.has(column))
      errors.push({ row: headerRow, field: column, message: BULK_MESSAGES.missingColumn(column) });
  if (errors.length > 0) return { rows: [], read: 0, errors };

  const data = records
    .map((cells, index) => ({ cells, row: index + 1 }))
    .slice(headerAt + 1)
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  if (data.length === 0)
    return { rows: [], read: 0, errors: [{ row: headerRow, field: 'file', message: BULK_MESSAGES.empty }] };
  if (data.length > maxRows)
    return {
      rows: [],
      read: data.length,
      errors: [{ row: data[maxRows].row, field: 'file', message: BULK_MESSAGES.tooMany }],
    };

  const clock = businessClock({ timeZone: options.timeZone });
  const names = [...columns.keys()];
  const rows: BulkRow[] = [];
  for (const { cells, row } of data) {
    const rowErrors: BulkRowError[] = [];
    const cell = (column: BulkCsvColumn) => cells[columns.get(column)!] ?? '';

    cells.forEach((value, index) => {
      if (FORMULA_START.test(value) || FORMULA_START.test(value.trimStart()))
        rowErrors.push({
          row,
          field: names.find((n) => columns.get(n) === index) ?? 'file',
          message: BULK_MESSAGES.formula,
        });
    });

    const caption = cell('caption').trim();
    const mediaUrl = cell('media_url').trim() || null;
    if (!caption && !mediaUrl)
      rowErrors.push({ row, field: 'caption', message: BULK_MESSAGES.nothingToPost });
    if (Array.from(caption).length > MAX_CAPTION_LENGTH)
      rowErrors.push({ row, field: 'caption', message: BULK_MESSAGES.captionTooLong });
    const urlProblem = mediaUrl ? publicUrlProblem(mediaUrl) : null;
    if (urlProblem) rowErrors.push({ row, field: 'media_url', message: urlProblem });
    const accounts = accountTokens(cell('accounts'));
    if (accounts.length === 0) rowErrors.push({ row, field: 'accounts', message: BULK_MESSAGES.noAccounts });
    const when = readWhen(cell('when').trim(), clock, options.now);
    if ('error' in when) rowErrors.push({ row, field: 'when', message: when.error });

    // A refused formula cell is reported once, not again as a bad value of its column.
    const seen = new Set<string>();
    for (const e of rowErrors) {
      if (seen.has(e.field)) continue;
      seen.add(e.field);
      errors.push(e);
    }
    if (rowErrors.length === 0)
      rows.push({
        row,
        caption,
        mediaUrl,
        accounts,
        best: 'best' in when,
        scheduledAt: 'at' in when ? when.at.toISOString() : null,
      });
  }
  // All or nothing: a file with one bad row schedules none, but every row was read.
  return errors.length > 0 ? { rows: [], read: data.length, errors } : { rows, read: data.length, errors };
}

/** A cell as CSV writes it: quoted when it holds a comma, a quote, a line break or edge spaces. */
const csvCell = (value: string) =>
  /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/**
 * The "sample CSV" download: the four columns and rows that would schedule as they are (tomorrow
 * and the day after in the user's zone, and `best`).
 */
export function sampleBulkCsv(now: Date, timeZone: string): string {
  const clock = businessClock({ timeZone });
  const today = clock.ymdAt(now);
  const at = (days: number, time: string) => {
    const [y, m, d] = addDaysYmd(today, days).split('-');
    return `${d}-${m}-${y} ${time}`;
  };
  const rows = [
    [...BULK_CSV_COLUMNS],
    [
      'Our festive offer: 20% off everything this week! #FestiveSale',
      'https://example.com/images/festive-offer.jpg',
      ['My Facebook Page', 'My Instagram'].join(ACCOUNT_SEPARATOR),
      at(1, '10:30 AM'),
    ],
    [
      'New arrivals are in. Visit us today.',
      '',
      ['My LinkedIn Page', 'My Google Location'].join(ACCOUNT_SEPARATOR),
      at(2, '07:00 PM'),
    ],
    ['Thank you for 1,000 happy customers!', '', 'My Facebook Page', 'best'],
  ];
  return rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
