import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactsEndpoints as cc } from '../../../src/shared/whatsapp/contacts-contract';
import { CONTACT_MESSAGES as M } from '../../../src/shared/whatsapp/contacts';
import { whatsappService } from '../../../src/server/modules/whatsapp/service';
import { setupAdmin } from '../../helpers/accounts';
import { dbKinds, startTestServer, type TestServer } from '../../helpers/server';
import { addContact, contactOwner, failure, workbook } from './contacts-support';

const HEADERS = [
  'First Name',
  'Last Name',
  'Country Code',
  'Mobile Number',
  'Email',
  'Opt In',
  'Custom Field 1',
];

/** Issue 26 Contacts, Import: a workbook read on the server, row by row, with reasons. */
describe.each(dbKinds())('WhatsApp contacts import (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await setupAdmin(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('creates new numbers, updates known ones, counts repeats and rejects bad rows with reasons', async () => {
    const owner = await contactOwner(server);
    const known = await addContact(owner, { firstName: 'Old', mobileNumber: '9000000500' });
    await owner.c.call(cc.setContactOptIn, { params: { id: known.id }, body: { optIn: false } });
    const bytes = await workbook(HEADERS, [
      ['Asha', 'Verma', 'India', '9000000501', 'asha@example.com', 'Yes', 'Gold'],
      ['Updated', 'Name', '+91', '919000000500', null, 'Yes', null],
      ['Again', null, '91', '09000000501', null, null, null],
      [null, 'NoFirst', '91', '9000000502', null, null, null],
      ['Bad', null, 'Atlantis', '12', 'nope', 'maybe', null],
      // A formula cell is read as its cached value and never run.
      [{ formula: 'CONCAT("Ra","vi")', result: 'Ravi' }, null, 'GB', 7700900123, null, 'No', null],
    ]);
    const res = await owner.c.call(cc.importContacts, {
      files: { file: { name: 'contacts.xlsx', data: bytes } },
    });
    expect(res.message).toBe(M.imported);
    expect(res.data).toEqual({
      total: 6,
      created: 2,
      updated: 1,
      repeated: 1,
      rejected: 2,
      rejectedRows: [
        { row: 5, reasons: [M.firstNameRequired] },
        {
          row: 6,
          reasons: [
            M.countryNotAllowed,
            'Opt In must be Yes or No',
            M.mobileDigits,
            `Email: ${M.invalidEmail}`,
          ],
        },
      ],
    });
    const list = await owner.c.call(cc.contacts, { query: { SortColumn: 'phoneNumber', SortType: 'Asc' } });
    expect(
      list.data.records.map((r) => [r.firstName, r.lastName, r.phoneNumber, r.optIn, r.customField1]),
    ).toEqual([
      ['Ravi', null, '447700900123', false, null],
      ['Updated', 'Name', '919000000500', false, null],
      ['Asha', 'Verma', '919000000501', true, 'Gold'],
    ]);
    // "Opt In: No" put the new number on the STOP list; "Yes" did not take the known one off it.
    const stopList = whatsappService(server.ctx).optOuts;
    expect(await stopList.isOptedOut(owner.id, '447700900123')).toBe(true);
    expect(await stopList.isOptedOut(owner.id, '919000000500')).toBe(true);
  });

  it('refuses a file that is not a workbook, one without the needed columns, and no file', async () => {
    const owner = await contactOwner(server, 'Import Refusals');
    const notExcel = await failure(
      owner.c.call(cc.importContacts, {
        files: { file: { name: 'x.xlsx', data: new TextEncoder().encode('First Name,Mobile\nA,1') } },
      }),
    );
    expect(notExcel.status).toBe(422);
    expect(notExcel.errors).toEqual({ file: M.importWrongType });

    const noMobile = await failure(
      owner.c.call(cc.importContacts, {
        files: { file: { name: 'x.xlsx', data: await workbook(['First Name', 'Email'], [['A', 'a@b.co']]) } },
      }),
    );
    expect(noMobile.status).toBe(422);
    expect(noMobile.errors).toEqual({ file: 'The sheet has no Mobile Number column' });

    const empty = await failure(
      owner.c.call(cc.importContacts, {
        files: { file: { name: 'x.xlsx', data: await workbook(HEADERS, []) } },
      }),
    );
    expect(empty.errors).toEqual({ file: M.importNoRows });

    const none = await server.inject({
      method: 'POST',
      url: cc.importContacts.path,
      headers: {
        authorization: `Bearer ${owner.token}`,
        'content-type': 'multipart/form-data; boundary=x',
      },
      payload: '--x--\r\n',
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().error.errors).toEqual({ file: M.importFileRequired });
  });
});
