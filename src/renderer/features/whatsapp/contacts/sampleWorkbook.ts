import { CONTACT_COLUMNS } from '../../../../shared/whatsapp/contacts';

export const CONTACTS_SAMPLE_FILE = 'WhatsApp Contacts Sample.xlsx';

/** The sample workbook: the import's columns and one example row, numbers as text. */
export async function buildContactsSample(): Promise<Uint8Array> {
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  const sheet = workbook.addWorksheet('Contacts');
  sheet.columns = CONTACT_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: 18 }));
  sheet.addRow(Object.fromEntries(CONTACT_COLUMNS.map((c) => [c.key, c.example])));
  sheet.getRow(1).font = { bold: true };
  // Numbers as text, so that Excel keeps leading zeros and does not show 9.88E+09.
  sheet.getColumn('mobileNumber').numFmt = '@';
  sheet.getColumn('countryCode').numFmt = '@';
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/**
 * The desktop's open dialog reads the workbook in the main process and hands over its rows; they
 * travel to the server as a workbook again, so both ways end in the one server-side import.
 */
export async function workbookOfRows(sheetRows: {
  headers: string[];
  rows: Record<string, string | number | boolean | null>[];
  rowNumbers: number[];
}): Promise<Uint8Array> {
  const { headers, rows, rowNumbers } = sheetRows;
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  const sheet = workbook.addWorksheet('Contacts');
  sheet.addRow(headers);
  // Each row at its number in the chosen file, so that a rejected row's number points at it there.
  rows.forEach((row, i) => {
    const target = sheet.getRow(rowNumbers[i] ?? i + 2);
    headers.forEach((h, j) => {
      target.getCell(j + 1).value = row[h] ?? null;
    });
  });
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
