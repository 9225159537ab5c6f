import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readSheetInWorker, SHEET_TOO_BIG } from '../../../src/server/modules/whatsapp/contacts-parse';

async function contactsWorkbook(rows: number): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Contacts');
  sheet.addRow(['First Name', 'Country Code', 'Mobile Number']);
  for (let i = 0; i < rows; i++) sheet.addRow([`Guest${i}`, '91', String(7000000000 + i)]);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** Issue 26 Contacts: the workbook is read off the server's event loop, in a worker thread with limits. */
describe('the contacts import worker', () => {
  it('reads and checks the rows in a worker thread, sending every row back', async () => {
    const read = await readSheetInWorker(await contactsWorkbook(1200));
    if ('error' in read) throw new Error(read.error);
    // More rows than one message from the worker carries: all of them, in order.
    expect(read.good).toHaveLength(1200);
    expect(read.good.at(-1)).toMatchObject({ mobile: '917000001199', contact: { firstName: 'Guest1199' } });
    expect(read.result).toMatchObject({ total: 1200, repeated: 0, rejected: 0 });
  });

  it('answers that the file is too large, and this process lives on, when the worker runs out of memory', async () => {
    // A heap too small for exceljs to load a 20,000-row workbook.
    const read = await readSheetInWorker(await contactsWorkbook(20_000), { maxMemoryMb: 16 });
    expect(read).toEqual({ error: SHEET_TOO_BIG });
  });
});
