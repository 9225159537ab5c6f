import type ExcelJS from 'exceljs';
import { readSheetXml, type CellOut, type SheetRow } from './sheet-xml';
import { DAMAGED_ZIP, inspectZip, MAX_SHEET_ROWS } from './zip-limits';

// Reading an Excel workbook into rows, shared by the desktop main process (after the native open
// dialog), the browser-mode import page (after a file input) and the server's contacts import, so all
// see the same rows.

/** The first worksheet of an .xlsx or .xls file as rows (see `rowsOf`). */
export type ParsedWorkbook = { headers: string[]; rows: Record<string, CellOut>[]; rowNumbers: number[] };

export async function parseWorkbook(
  bytes: Uint8Array,
  { maxRows = MAX_SHEET_ROWS }: { maxRows?: number } = {},
): Promise<ParsedWorkbook | { error: string }> {
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  const isLegacyXls = bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;
  if (isLegacyXls) return parseLegacyXls(bytes, maxRows);
  if (!isZip) return { error: 'This file is not an Excel workbook (.xls or .xlsx)' };
  const zip = inspectZip(bytes);
  if ('error' in zip) return zip;

  // Most workbooks hold only text and numbers: read straight from their XML; the rest through exceljs.
  const grid = (await readSheetXml(bytes)) ?? (await readWithExceljs(bytes, maxRows));
  if ('error' in grid) return grid;
  if (grid.length > maxRows + 1) return { error: tooManyRows(maxRows) };
  return rowsOf(grid);
}

/**
 * The first worksheet's rows with a value through exceljs (loaded on first use: it is large, and
 * most files never need it), each cell through `cellValue`.
 */
export async function readWithExceljs(
  bytes: Uint8Array,
  maxRows = MAX_SHEET_ROWS,
): Promise<SheetRow[] | { error: string }> {
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    // exceljs types its input as Node's Buffer; it reads any ArrayBuffer, in Node and in the browser.
    type XlsxInput = Parameters<typeof workbook.xlsx.load>[0];
    const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    await workbook.xlsx.load(buffer as unknown as XlsxInput);
  } catch {
    return { error: DAMAGED };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  if (sheet.actualRowCount > maxRows + 1) return { error: tooManyRows(maxRows) };
  const grid: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: CellOut[] = [];
    row.eachCell({ includeEmpty: false }, (cell, index) => {
      cells[index - 1] = cellValue(cell.value);
    });
    grid.push({ rowNumber, cells: Array.from(cells, (v) => v ?? null) });
  });
  return grid;
}

const DAMAGED = DAMAGED_ZIP;

const tooManyRows = (max: number) =>
  `This Excel file has more than ${max.toLocaleString('en-IN')} rows. Split it into smaller files.`;

/**
 * Excel 97-2003 workbooks (spec 03 §5.6 accepts .xls) through SheetJS, the maintained reader of the
 * BIFF format; its rows then go through the same header and row rules as .xlsx.
 */
async function parseLegacyXls(
  bytes: Uint8Array,
  maxRows: number,
): Promise<ParsedWorkbook | { error: string }> {
  const XLSX = await import('@e965/xlsx');
  let grid: SheetRow[];
  try {
    const book = XLSX.read(bytes, { type: 'array', cellDates: true, UTC: true });
    const sheet = book.Sheets[book.SheetNames[0]];
    if (!sheet) return { headers: [], rows: [], rowNumbers: [] };
    const range = XLSX.utils.decode_range(sheet['!ref'] ?? 'A1');
    if (range.e.r - range.s.r > maxRows) return { error: tooManyRows(maxRows) };
    const first = range.s.r;
    const table = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
      header: 1,
      raw: true,
      defval: null,
      blankrows: true,
      UTC: true,
    });
    grid = table.map((cells, i) => ({
      rowNumber: first + i + 1,
      cells: cells.map((v) => (v instanceof Date ? isoDate(v) : cellValue(v as ExcelJS.CellValue))),
    }));
  } catch {
    return { error: DAMAGED };
  }
  return rowsOf(grid);
}

/**
 * Rows keyed by the header row's names (trimmed). Empty rows are skipped; columns without a header
 * are ignored; a repeated header gets " (2)", " (3)" …
 */
function rowsOf(grid: SheetRow[]): ParsedWorkbook {
  const headerRow = grid.find((r) => r.rowNumber === 1);
  const columns: { index: number; name: string }[] = [];
  const seen = new Map<string, number>();
  headerRow?.cells.forEach((value, index) => {
    const base = value === null || value === undefined ? '' : String(value).trim();
    if (!base) return;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    columns.push({ index, name: count === 1 ? base : `${base} (${count})` });
  });

  const rows: Record<string, CellOut>[] = [];
  // Each row's number in the sheet, so problems can point at it even when blank rows were skipped.
  const rowNumbers: number[] = [];
  for (const { rowNumber, cells } of grid) {
    if (rowNumber === 1) continue;
    const record: Record<string, CellOut> = {};
    let empty = true;
    for (const { index, name } of columns) {
      const value = cells[index] ?? null;
      if (value !== null) empty = false;
      record[name] = value;
    }
    if (!empty) {
      rows.push(record);
      rowNumbers.push(rowNumber);
    }
  }
  return { headers: columns.map((c) => c.name), rows, rowNumbers };
}

/**
 * One cell as JSON: strings trimmed (blank → null), dates as ISO (a date without a time of day as
 * YYYY-MM-DD), formulas as their cached result, rich text and hyperlinks as their text, errors null.
 */
export function cellValue(value: ExcelJS.CellValue): CellOut {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') return value.trim() || null;
  if (value instanceof Date) return isoDate(value);
  if ('formula' in value || 'sharedFormula' in value) {
    return cellValue((value.result ?? null) as ExcelJS.CellValue);
  }
  if ('richText' in value)
    return (
      value.richText
        .map((part) => part.text)
        .join('')
        .trim() || null
    );
  if ('hyperlink' in value) return cellValue(value.text as ExcelJS.CellValue);
  return null;
}

function isoDate(date: Date): string | null {
  if (Number.isNaN(date.getTime())) return null;
  const iso = date.toISOString();
  // Excel dates have no zone; exceljs reads them as UTC, so a plain date is midnight UTC.
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
}
