import { describe, expect, it } from 'vitest';
import { parseWorkbook } from '../../src/shared/imports/workbook';
import { checkContactRow, contactRowFromSheet } from '../../src/shared/whatsapp/contacts';
import {
  buildContactsSample,
  workbookOfRows,
} from '../../src/renderer/features/whatsapp/contacts/sampleWorkbook';

describe('WhatsApp contacts workbooks in the renderer', () => {
  it('the sample workbook reads back as one good contact row', async () => {
    const sheet = await parseWorkbook(await buildContactsSample());
    if ('error' in sheet) throw new Error(sheet.error);
    expect(sheet.rows).toHaveLength(1);
    expect(checkContactRow(contactRowFromSheet(sheet.rows[0]))).toMatchObject({
      ok: true,
      contact: { firstName: 'Asha', countryCode: '91', mobileNumber: '9876543210', optIn: true },
    });
  });

  it("the desktop dialog's rows travel as a workbook with each row at its number in the chosen file", async () => {
    const bytes = await workbookOfRows({
      headers: ['First Name', 'Mobile Number'],
      rows: [
        { 'First Name': 'Asha', 'Mobile Number': '9876543210' },
        { 'First Name': null, 'Mobile Number': 12 },
      ],
      rowNumbers: [2, 5],
    });
    const sheet = await parseWorkbook(bytes);
    if ('error' in sheet) throw new Error(sheet.error);
    expect(sheet.headers).toEqual(['First Name', 'Mobile Number']);
    expect(sheet.rowNumbers).toEqual([2, 5]);
    expect(sheet.rows[1]).toEqual({ 'First Name': null, 'Mobile Number': 12 });
  });
});
