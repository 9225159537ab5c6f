import { IMPORT_COLUMNS } from '../../../shared/imports/rules';

export const SAMPLE_FILE_NAME = 'Import Users Sample.xlsx';

/** The sample workbook: the expected columns and one example row. exceljs loads only when asked. */
export async function buildSampleWorkbook(): Promise<Uint8Array> {
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  const sheet = workbook.addWorksheet('Users');
  sheet.columns = IMPORT_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: 22 }));
  sheet.addRow(Object.fromEntries(IMPORT_COLUMNS.map((c) => [c.key, c.example])));
  sheet.getRow(1).font = { bold: true };
  // Mobile numbers as text, so that Excel keeps leading zeros and does not show 9.88E+09.
  sheet.getColumn('MobileNumber').numFmt = '@';
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
