import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupsEndpoints as gc } from '../../../src/shared/whatsapp/groups-contract';
import { contactsEndpoints as cc } from '../../../src/shared/whatsapp/contacts-contract';
import { CONTACT_MESSAGES } from '../../../src/shared/whatsapp/contacts';
import { GROUP_MESSAGES as M } from '../../../src/shared/whatsapp/groups';
import { whatsappService } from '../../../src/server/modules/whatsapp/service';
import { setupAdmin } from '../../helpers/accounts';
import { dbKinds, startTestServer, type TestServer } from '../../helpers/server';
import { addContact, contactOwner, failure, type ContactOwner } from './contacts-support';

/** Issue 26 Groups: spec 03 §5.2 and §8.4 messages, unique names under races, tenancy, assign. */
describe.each(dbKinds())('WhatsApp groups (%s)', (kind) => {
  let server: TestServer;
  let alice: ContactOwner;
  let bob: ContactOwner;
  let contacts: number[];

  beforeAll(async () => {
    server = await startTestServer(kind);
    await setupAdmin(server);
    alice = await contactOwner(server, 'Alice Sweets');
    bob = await contactOwner(server, 'Bob Bakery');
    contacts = [];
    for (let i = 0; i < 3; i++)
      contacts.push((await addContact(alice, { firstName: `C${i}`, mobileNumber: `900000060${i}` })).id);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('creates and updates a group with its contacts, answering the spec messages', async () => {
    const created = await alice.c.call(gc.createGroup, {
      body: { name: '  Diwali Buyers ', ContactIds: [contacts[0], contacts[1], contacts[1]] },
    });
    expect(created.message).toBe(M.created);
    expect(created.data).toMatchObject({
      name: 'Diwali Buyers',
      groupType: 'User',
      memberCount: 2,
      parentGroupId: null,
      ContactIds: [contacts[0], contacts[1]],
    });
    const updated = await alice.c.call(gc.updateGroup, {
      body: { id: created.data.id, name: 'Diwali 2026', ContactIds: [contacts[1], contacts[2]] },
    });
    expect(updated.message).toBe(M.updated);
    expect(updated.data).toMatchObject({ name: 'Diwali 2026', memberCount: 2 });
    expect(updated.data.ContactIds.sort()).toEqual([contacts[1], contacts[2]].sort());
    // Keeping its own name (in another case) is no clash.
    await alice.c.call(gc.updateGroup, {
      body: { id: created.data.id, name: 'DIWALI 2026', ContactIds: [] },
    });
    const read = await alice.c.call(gc.groupById, { params: { id: created.data.id } });
    expect(read.data).toMatchObject({ name: 'DIWALI 2026', memberCount: 0, contacts: [] });
  });

  it('says "Group name is required", "at least 2 characters" and "already exists" (any case, any spaces)', async () => {
    const blank = await failure(alice.c.call(gc.createGroup, { body: { name: '   ' } }));
    expect(blank.status).toBe(422);
    expect(blank.errors).toEqual({ name: M.nameRequired });
    const missing = await failure(alice.c.call(gc.createGroup, { body: {} as never }));
    expect(missing.errors).toEqual({ name: M.nameRequired });
    const short = await failure(alice.c.call(gc.createGroup, { body: { name: ' a ' } }));
    expect(short.errors).toEqual({ name: M.nameTooShort });

    await alice.c.call(gc.createGroup, { body: { name: 'VIP Customers' } });
    const dup = await failure(alice.c.call(gc.createGroup, { body: { name: '  vip customers ' } }));
    expect(dup.status).toBe(409);
    expect(dup.message).toBe(M.nameTaken);
    expect(dup.errors).toEqual({ name: M.nameTaken });
    const other = await alice.c.call(gc.createGroup, { body: { name: 'Wholesale' } });
    const rename = await failure(
      alice.c.call(gc.updateGroup, { body: { id: other.data.id, name: 'Vip Customers' } }),
    );
    expect(rename.status).toBe(409);
    expect(rename.message).toBe(M.nameTaken);
    // Another owner may use the name.
    await expect(bob.c.call(gc.createGroup, { body: { name: 'VIP Customers' } })).resolves.toBeTruthy();
  });

  it('two simultaneous creates of one name: one group, one "Group name already exists"', async () => {
    const owner = await contactOwner(server, 'Race Owner');
    const results = await Promise.allSettled(
      ['Festival List', 'festival list ', ' FESTIVAL LIST', 'Festival list'].map((name) =>
        owner.c.call(gc.createGroup, { body: { name } }),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(ok).toHaveLength(1);
    expect(refused.map((e) => [e.status, e.message])).toEqual(Array(3).fill([409, M.nameTaken]));
    expect((await owner.c.call(gc.groupList)).data).toHaveLength(1);
  });

  it("refuses another owner's contacts in a group and answers 404 for another owner's group", async () => {
    const bobsContact = await addContact(bob, { mobileNumber: '9000000700' });
    const err = await failure(
      alice.c.call(gc.createGroup, { body: { name: 'Mixed', ContactIds: [contacts[0], bobsContact.id] } }),
    );
    expect(err.status).toBe(422);
    expect(err.errors).toEqual({ ContactIds: CONTACT_MESSAGES.contactsNotFound });

    const mine = await alice.c.call(gc.createGroup, { body: { name: 'Private' } });
    const calls = [
      () => bob.c.call(gc.groupById, { params: { id: mine.data.id } }),
      () => bob.c.call(gc.updateGroup, { body: { id: mine.data.id, name: 'Taken over' } }),
      () => bob.c.call(gc.deleteGroup, { params: { id: mine.data.id } }),
    ];
    for (const call of calls) expect((await failure(call())).status).toBe(404);
    const bobsList = await bob.c.call(gc.groups, { query: { Search: 'Private' } });
    expect(bobsList.data.total_Record_Count).toBe(0);
  });

  it('lists with the All, User and Filter filter; assign adds only new members and counts them', async () => {
    const owner = await contactOwner(server, 'Assign Owner');
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) ids.push((await addContact(owner, { mobileNumber: `900000080${i}` })).id);
    await owner.c.call(gc.createGroup, { body: { name: 'Regulars', ContactIds: [ids[0]] } });
    const wa = whatsappService(server.ctx);
    const first = await server.ctx.db.transaction().execute((trx) =>
      wa.groups.addContacts(trx, {
        userId: owner.id,
        newName: 'Clicked offer',
        contactIds: ids.slice(0, 3),
      }),
    );
    expect(first).toMatchObject({ assigned: 3, total: 3 });
    const again = await server.ctx.db
      .transaction()
      .execute((trx) =>
        wa.groups.addContacts(trx, { userId: owner.id, groupId: first.groupId, contactIds: ids }),
      );
    expect(again).toEqual({ groupId: first.groupId, assigned: 1, total: 4 });
    const none = await server.ctx.db
      .transaction()
      .execute((trx) =>
        wa.groups.addContacts(trx, { userId: owner.id, groupId: first.groupId, contactIds: ids }),
      );
    expect(none).toMatchObject({ assigned: 0, total: 4 });
    // Another owner's group is not found; a new name in use is refused.
    await expect(
      server.ctx.db
        .transaction()
        .execute((trx) =>
          wa.groups.addContacts(trx, { userId: alice.id, groupId: first.groupId, contactIds: [] }),
        ),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      server.ctx.db
        .transaction()
        .execute((trx) =>
          wa.groups.addContacts(trx, { userId: owner.id, newName: ' regulars', contactIds: ids }),
        ),
    ).rejects.toMatchObject({ status: 409, message: M.nameTaken });

    const names = async (GroupType?: 'All' | 'User' | 'Filter') =>
      (
        await owner.c.call(gc.groups, { query: { GroupType, SortColumn: 'name', SortType: 'Asc' } })
      ).data.records.map((g) => [g.name, g.groupType, g.memberCount]);
    expect(await names()).toEqual([
      ['Clicked offer', 'Filter', 4],
      ['Regulars', 'User', 1],
    ]);
    expect(await names('All')).toHaveLength(2);
    expect(await names('User')).toEqual([['Regulars', 'User', 1]]);
    expect(await names('Filter')).toEqual([['Clicked offer', 'Filter', 4]]);
    expect((await owner.c.call(gc.filterGroupList)).data.map((g) => g.name)).toEqual(['Clicked offer']);
    const bySize = await owner.c.call(gc.groups, { query: { SortColumn: 'memberCount', SortType: 'Desc' } });
    expect(bySize.data.records.map((g) => g.name)).toEqual(['Clicked offer', 'Regulars']);

    // Contacts filtered by group; deleting a contact leaves the group one member fewer.
    const inGroup = await owner.c.call(cc.contacts, { query: { GroupId: first.groupId } });
    expect(inGroup.data.total_Record_Count).toBe(4);
    await owner.c.call(cc.deleteContact, { params: { id: ids[3] } });
    expect((await owner.c.call(gc.groupById, { params: { id: first.groupId } })).data.memberCount).toBe(3);
    const deleted = await owner.c.call(gc.deleteGroup, { params: { id: first.groupId } });
    expect(deleted.message).toBe(M.deleted);
    expect((await owner.c.call(cc.contacts)).data.total_Record_Count).toBe(3);
  });
});
