import ExcelJS from 'exceljs';
import { FileAnswer } from './reply';

export interface XlsxColumn<R> {
  header: string;
  value: (row: R) => string | number | boolean | null | undefined;
  width?: number;
}

/**
 * Text that a spreadsheet would run as a formula (`= + - @`, and tab/CR that some readers strip
 * first) gets a leading apostrophe, so an exported list can never carry a formula injection.
 */
export function safeCell(value: string | number | boolean | null | undefined) {
  if (typeof value !== 'string') return value ?? null;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A list answered as an xlsx file (the export of any list: same query plus IsExport=true). */
export async function xlsxAnswer<R>(fileName: string, sheet: string, columns: XlsxColumn<R>[], rows: R[]) {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet(sheet);
  ws.columns = columns.map((c) => ({ header: c.header, width: c.width ?? 20 }));
  ws.getRow(1).font = { bold: true };
  for (const row of rows) ws.addRow(columns.map((c) => safeCell(c.value(row))));
  const buffer = await workbook.xlsx.writeBuffer();
  return new FileAnswer(
    new Uint8Array(buffer as ArrayBuffer),
    fileName.endsWith('.xlsx') ? fileName : `${fileName}.xlsx`,
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
}
