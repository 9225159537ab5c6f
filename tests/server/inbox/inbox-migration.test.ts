import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../../src/server/db/migrations';
import { dbKinds } from '../../helpers/server';
import { inboxWorld, type InboxWorld } from './inbox-support';

/**
 * Issue 27: the messages the WhatsApp webhook kept before the inbox existed become its chats and
 * messages, with an unread count and the reply window from the latest one.
 */
describe.each(dbKinds())('messages received before the inbox (%s)', (kind) => {
  let w: InboxWorld;
  beforeAll(async () => {
    w = await inboxWorld(kind);
  });
  afterAll(() => w?.close());

  it('become chats with their messages', async () => {
    const { db } = w.server.ctx;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('20261201000900_whatsapp_header_media')).error).toBeUndefined();
    const row = (wamid: string, text: string, at: string) => ({
      account_id: w.number.accountId,
      user_id: w.owner.id,
      phone: '919844400001',
      sender_name: 'Kiran',
      wamid,
      message_type: 'text',
      text,
      received_at: at,
      created_at: at,
    });
    await (db as any)
      .insertInto('whatsapp_inbound_messages')
      .values([
        row('wamid.old1', 'First', '2026-06-09T10:00:00.000Z'),
        row('wamid.old2', 'Second', '2026-06-09T11:00:00.000Z'),
      ])
      .execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const chats = await w.asOwner().call(w.ic.chats, { query: { type: 'unknown' } });
    expect(chats.data.records).toEqual([
      expect.objectContaining({
        userName: '919844400001',
        profileName: 'Kiran',
        unReadCount: 2,
        lastUserMessageDate: '2026-06-09T11:00:00.000Z',
      }),
    ]);
    const messages = await w
      .asOwner()
      .call(w.ic.messages, { params: { phone: '919844400001' }, query: { PageNumber: 1 } });
    expect(messages.data.records.map((m) => m.message)).toEqual(['Second', 'First']);
  });
});
