import type ExcelJS from 'exceljs';

/**
 * Reading an Excel workbook into rows, shared by the desktop main process (after the native open
 * dialog) and the browser-mode import page (after a file input), so both see the same rows.
 */
export type CellOut = string | number | boolean | null;

/**
 * The first worksheet as rows keyed by the header row's names (trimmed). Empty rows are skipped;
 * columns without a header are ignored; a repeated header gets " (2)", " (3)" …
 */
export async function parseWorkbook(
  bytes: Uint8Array,
): Promise<{ headers: string[]; rows: Record<string, CellOut>[]; rowNumbers: number[] } | { error: string }> {
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  const isLegacyXls = bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;
  if (isLegacyXls) {
    return {
      error: 'This is an Excel 97-2003 (.xls) file. Open it in Excel, save it as .xlsx and choose it again.',
    };
  }
  if (!isZip) return { error: 'This file is not an Excel workbook (.xlsx)' };

  // Loaded on first use: exceljs is large and most sessions never import a file.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    // exceljs types its input as Node's Buffer; it reads any ArrayBuffer, in Node and in the browser.
    type XlsxInput = Parameters<typeof workbook.xlsx.load>[0];
    const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    await workbook.xlsx.load(buffer as unknown as XlsxInput);
  } catch {
    return { error: 'This Excel file could not be read. It may be damaged or password-protected.' };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { headers: [], rows: [], rowNumbers: [] };

  const columns: { index: number; name: string }[] = [];
  const seen = new Map<string, number>();
  sheet.getRow(1).eachCell({ includeEmpty: false }, (cell, index) => {
    const value = cellValue(cell.value);
    const base = value === null ? '' : String(value).trim();
    if (!base) return;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    columns.push({ index, name: count === 1 ? base : `${base} (${count})` });
  });

  const rows: Record<string, CellOut>[] = [];
  // Each row's number in the sheet, so problems can point at it even when blank rows were skipped.
  const rowNumbers: number[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const record: Record<string, CellOut> = {};
    let empty = true;
    for (const { index, name } of columns) {
      const value = cellValue(row.getCell(index).value);
      if (value !== null) empty = false;
      record[name] = value;
    }
    if (!empty) {
      rows.push(record);
      rowNumbers.push(rowNumber);
    }
  });
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
