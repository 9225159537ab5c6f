import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactsEndpoints as cc } from '../../../src/shared/whatsapp/contacts-contract';
import { CONTACT_MESSAGES as M } from '../../../src/shared/whatsapp/contacts';
import { whatsappService } from '../../../src/server/modules/whatsapp/service';
import { setupAdmin } from '../../helpers/accounts';
import { dbKinds, startTestServer, type TestServer } from '../../helpers/server';
import { addContact, contactOwner, failure, readWorkbook, type ContactOwner } from './contacts-support';

/** Issue 26 Contacts: add, edit, opt-in, delete, list filters, export, tenancy and the STOP list. */
describe.each(dbKinds())('WhatsApp contacts (%s)', (kind) => {
  let server: TestServer;
  let alice: ContactOwner;
  let bob: ContactOwner;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await setupAdmin(server);
    alice = await contactOwner(server, 'Alice Sweets');
    bob = await contactOwner(server, 'Bob Bakery');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('adds a contact with India as the default country and reads it back', async () => {
    const created = await alice.c.call(cc.createContact, {
      body: {
        firstName: ' Ravi ',
        lastName: 'Kumar',
        mobileNumber: '098765 43211',
        email: 'Ravi@Example.com',
        companyName: 'Kumar Traders',
        customField1: 'Gold',
      },
    });
    expect(created.message).toBe(M.created);
    expect(created.data).toMatchObject({
      firstName: 'Ravi',
      name: 'Ravi Kumar',
      countryCode: '91',
      mobileNumber: '9876543211',
      phoneNumber: '919876543211',
      email: 'ravi@example.com',
      customField1: 'Gold',
      customField2: null,
      optIn: true,
    });
    const read = await alice.c.call(cc.contactById, { params: { id: created.data.id } });
    expect(read.data).toEqual(created.data);
  });

  it("answers 409 for a number already among the owner's contacts, however it is typed; another owner may have it", async () => {
    await addContact(alice, { mobileNumber: '9000000001' });
    const again = await failure(
      alice.c.call(cc.createContact, { body: { firstName: 'Dup', mobileNumber: '09000000001' } }),
    );
    expect(again.status).toBe(409);
    expect(again.message).toBe(M.numberTaken);
    expect(again.errors).toEqual({ mobileNumber: M.numberTaken });
    const withCode = await failure(
      alice.c.call(cc.createContact, { body: { firstName: 'Dup', mobileNumber: '919000000001' } }),
    );
    expect(withCode.status).toBe(409);
    await expect(addContact(bob, { mobileNumber: '9000000001' })).resolves.toMatchObject({
      phoneNumber: '919000000001',
    });
    // An edit onto another contact's number is refused the same way.
    const other = await addContact(alice, { mobileNumber: '9000000002' });
    const edit = await failure(
      alice.c.call(cc.updateContact, {
        body: { id: other.id, firstName: 'Asha', mobileNumber: '9000000001' },
      }),
    );
    expect(edit.status).toBe(409);
  });

  it('two simultaneous adds of one number: one contact, the others 409', async () => {
    const owner = await contactOwner(server, 'Race Owner');
    const results = await Promise.allSettled(
      ['9000000900', '09000000900', '919000000900'].map((mobileNumber) =>
        owner.c.call(cc.createContact, { body: { firstName: 'Race', mobileNumber } }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(refused.map((e) => [e.status, e.message])).toEqual(Array(2).fill([409, M.numberTaken]));
    expect((await owner.c.call(cc.contacts)).data.total_Record_Count).toBe(1);
  });

  it('refuses bad input with the field messages (422)', async () => {
    const err = await failure(
      alice.c.call(cc.createContact, {
        body: { firstName: ' ', mobileNumber: '12ab', email: 'not-mail' } as never,
      }),
    );
    expect(err.status).toBe(422);
    expect(err.errors).toMatchObject({
      firstName: M.firstNameRequired,
      mobileNumber: M.mobileDigits,
      email: M.invalidEmail,
    });
  });

  it("answers 404 for another owner's contact on every route", async () => {
    const mine = await addContact(alice, { mobileNumber: '9000000100' });
    const calls = [
      () => bob.c.call(cc.contactById, { params: { id: mine.id } }),
      () =>
        bob.c.call(cc.updateContact, { body: { id: mine.id, firstName: 'X', mobileNumber: '9000000100' } }),
      () => bob.c.call(cc.setContactOptIn, { params: { id: mine.id }, body: { optIn: false } }),
      () => bob.c.call(cc.deleteContact, { params: { id: mine.id } }),
    ];
    for (const call of calls) expect((await failure(call())).status).toBe(404);
    const bobs = await bob.c.call(cc.contacts, { query: { Search: '9000000100' } });
    expect(bobs.data.total_Record_Count).toBe(0);
    expect((await alice.c.call(cc.contactById, { params: { id: mine.id } })).data.optIn).toBe(true);
  });

  it('the opt-in switch and an inbound STOP or START keep the contact and the STOP list in step', async () => {
    const contact = await addContact(alice, { mobileNumber: '9000000200' });
    const stopList = whatsappService(server.ctx).optOuts;
    const off = await alice.c.call(cc.setContactOptIn, {
      params: { id: contact.id },
      body: { optIn: false },
    });
    expect(off.data.optIn).toBe(false);
    expect(off.message).toBe(M.optedOut);
    expect(await stopList.isOptedOut(alice.id, '919000000200')).toBe(true);
    // Bob's messages to the same number are not Alice's STOP.
    expect(await stopList.isOptedOut(bob.id, '919000000200')).toBe(false);

    const on = await alice.c.call(cc.setContactOptIn, { params: { id: contact.id }, body: { optIn: true } });
    expect(on.data.optIn).toBe(true);
    expect(await stopList.isOptedOut(alice.id, '919000000200')).toBe(false);

    const input = { userId: alice.id, phone: '919000000200' };
    expect(await stopList.applyKeyword({ ...input, text: '  sToP ' })).toBe('optedOut');
    expect((await alice.c.call(cc.contactById, { params: { id: contact.id } })).data.optIn).toBe(false);
    expect(await stopList.applyKeyword({ ...input, text: 'STOP' })).toBe('optedOut');
    const rows = await server.ctx.db
      .selectFrom('whatsapp_opt_outs')
      .select('id')
      .where('phone', '=', '919000000200')
      .execute();
    expect(rows).toHaveLength(1);
    expect(await stopList.applyKeyword({ ...input, text: 'Start' })).toBe('optedIn');
    expect((await alice.c.call(cc.contactById, { params: { id: contact.id } })).data.optIn).toBe(true);
    expect(await stopList.applyKeyword({ ...input, text: 'UNSUBSCRIBE' })).toBe('optedOut');
    expect(await stopList.applyKeyword({ ...input, text: 'start' })).toBe('optedIn');
    expect(
      await stopList.applyKeyword({ ...input, text: ' no more offers ', extraStopText: 'No More Offers' }),
    ).toBe('optedOut');
    expect(await stopList.applyKeyword({ ...input, text: 'stop please' })).toBe('none');
    expect(await stopList.isOptedOut(alice.id, '919000000200')).toBe(true);

    // A contact added for a number on the STOP list starts opted out, and so does one moved onto it.
    await alice.c.call(cc.deleteContact, { params: { id: contact.id } });
    const back = await addContact(alice, { mobileNumber: '9000000200' });
    expect(back.optIn).toBe(false);
    await alice.c.call(cc.deleteContact, { params: { id: back.id } });
    const other = await addContact(alice, { mobileNumber: '9000000201' });
    const moved = await alice.c.call(cc.updateContact, {
      body: { id: other.id, firstName: 'Moved', mobileNumber: '9000000200', optIn: true },
    });
    expect(moved.data.optIn).toBe(false);
    expect(await stopList.isOptedOut(alice.id, '919000000200')).toBe(true);
    // Turning the switch on in the form is the owner's word: the number leaves the STOP list.
    const on2 = await alice.c.call(cc.updateContact, {
      body: { id: other.id, firstName: 'Moved', mobileNumber: '9000000200', optIn: true },
    });
    expect(on2.data.optIn).toBe(true);
    expect(await stopList.isOptedOut(alice.id, '919000000200')).toBe(false);
  });

  it('lists with search, opt-in filter, sort and paging, and deletes', async () => {
    const owner = await contactOwner(server, 'List Owner');
    for (const [i, name] of ['Zara', 'Meena', 'Arjun'].entries())
      await addContact(owner, { firstName: name, mobileNumber: `900000030${i}`, optIn: i !== 1 });
    const all = await owner.c.call(cc.contacts, { query: { SortColumn: 'firstName', SortType: 'Asc' } });
    expect(all.data.records.map((r) => r.firstName)).toEqual(['Arjun', 'Meena', 'Zara']);
    const out = await owner.c.call(cc.contacts, { query: { OptIn: 'no' } });
    expect(out.data.records.map((r) => r.firstName)).toEqual(['Meena']);
    const found = await owner.c.call(cc.contacts, { query: { Search: '9000000302' } });
    expect(found.data.records.map((r) => r.firstName)).toEqual(['Arjun']);
    const page2 = await owner.c.call(cc.contacts, {
      query: { SortColumn: 'firstName', SortType: 'Desc', pagesize: 10, PageNumber: 2 },
    });
    expect(page2.data).toEqual({ records: [], total_Record_Count: 3 });
    const choices = await owner.c.call(cc.contactList);
    expect(choices.data.map((c) => c.name)).toEqual(['Arjun', 'Meena', 'Zara']);

    const gone = await owner.c.call(cc.deleteContact, { params: { id: all.data.records[0].id } });
    expect(gone.message).toBe(M.deleted);
    expect((await owner.c.call(cc.contacts)).data.total_Record_Count).toBe(2);
  });

  it('exports the list query as a workbook whose text cells never run as formulas', async () => {
    const owner = await contactOwner(server, 'Export Owner');
    await addContact(owner, {
      firstName: '=HYPERLINK("http://evil.example","x")',
      lastName: '+cmd',
      companyName: '@SUM(A1)',
      mobileNumber: '9000000400',
    });
    await addContact(owner, { firstName: 'Plain', mobileNumber: '9000000401', optIn: false });
    const file = await owner.c.download(cc.exportContacts, { query: { SortColumn: 'phoneNumber' } });
    const rows = await readWorkbook(file.bytes);
    expect(rows[0].map((c) => c.value)).toEqual([
      'First Name',
      'Last Name',
      'Country Code',
      'Mobile Number',
      'Email',
      'Company Name',
      'Custom Field 1',
      'Custom Field 2',
      'Custom Field 3',
      'Custom Field 4',
      'Custom Field 5',
      'Opt In',
    ]);
    expect(rows[1][0]).toEqual({ value: '=HYPERLINK("http://evil.example","x")', numFmt: '@' });
    expect(rows[1][1]).toEqual({ value: '+cmd', numFmt: '@' });
    expect(rows[1][3]).toEqual({ value: '9000000400', numFmt: '@' });
    expect(rows[1][11].value).toBe('Yes');
    expect(rows[2][11].value).toBe('No');
    expect(rows).toHaveLength(3);
  });
});
