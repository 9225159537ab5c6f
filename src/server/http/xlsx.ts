import type { ListData } from '../../shared/http/envelope';
import { FileAnswer } from './reply';

export interface XlsxColumn<R> {
  header: string;
  value: (row: R) => string | number | boolean | null | undefined;
  width?: number;
}

/** Excel's built-in Text number format: the cell holds what was typed, and typing into it again stays text. */
export const TEXT_FORMAT = '@';

/** A list answered as an xlsx file (the export of any list: same query plus IsExport=true). */
export async function xlsxAnswer<R>(fileName: string, sheet: string, columns: XlsxColumn<R>[], rows: R[]) {
  // Loaded on the first export: exceljs was a tenth of every server start (the desktop's included).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet(sheet);
  ws.columns = columns.map((c) => ({ header: c.header, width: c.width ?? 20 }));
  ws.getRow(1).font = { bold: true };
  for (const row of rows) {
    const added = ws.addRow(columns.map((c) => c.value(row) ?? null));
    // Text exports as typed (`+91 98765 43210`, no apostrophe), as a string cell in the Text format, so
    // a value starting with `= + - @` is never a formula, even after the cell is edited (issue 10).
    // (exceljs cannot write the quotePrefix style attribute; the Text format gives the same guarantee.)
    added.eachCell((cell) => {
      if (typeof cell.value === 'string') cell.numFmt = TEXT_FORMAT;
    });
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return new FileAnswer(
    new Uint8Array(buffer as ArrayBuffer),
    fileName.endsWith('.xlsx') ? fileName : `${fileName}.xlsx`,
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
}

/** A list's answer: the page as it is or, when the query asks for the export, its rows as an xlsx file. */
export async function pageOrXlsx<R>(
  query: { IsExport?: boolean },
  page: ListData<R>,
  file: { name: string; sheet: string; columns: XlsxColumn<R>[] },
): Promise<ListData<R> | FileAnswer> {
  return query.IsExport ? xlsxAnswer(file.name, file.sheet, file.columns, page.records) : page;
}
