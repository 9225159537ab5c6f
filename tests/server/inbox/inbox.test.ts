import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botsContract as bc } from '../../../src/shared/bots/contract';
import { BOT_MESSAGES } from '../../../src/shared/bots/schemas';
import { INBOX_MESSAGES as M } from '../../../src/shared/inbox/schemas';
import { whatsappContract as wc } from '../../../src/shared/whatsapp/contract';
import sharp from 'sharp';
import { inboxService } from '../../../src/server/modules/inbox/service';
import { inboundWebhook, statusWebhook } from '../../fakes/whatsapp/cloud-api';
import { registerUser } from '../../helpers/accounts';
import { dbKinds } from '../../helpers/server';
import { PLATFORM_SECRET } from '../bots/whatsapp-support';
import { HOUR, inboxWorld, PLATFORM_NUMBER, type InboxWorld } from './inbox-support';

const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a failure');
    },
    (err: { status: number; message: string }) => ({ status: err.status, message: err.message }),
  );

/** Issue 27: the inbox's lists, chats, replies and window, on the owner's number and the platform's. */
describe.each(dbKinds())('Inbox (%s)', (kind) => {
  let w: InboxWorld;
  beforeAll(async () => {
    w = await inboxWorld(kind);
  });
  afterAll(() => w?.close());

  const list = (
    client: ReturnType<InboxWorld['asOwner']>,
    type: 'known' | 'unknown' | 'renewalreminder',
    Search?: string,
  ) => client.call(w.ic.chats, { query: { type, ...(Search ? { Search } : {}) } }).then((r) => r.data);

  it("lists a User's chats as unknown until the number is one of their contacts, searched by number or name", async () => {
    await w.says(w.number.phoneNumberId, '919811100001', 'Is the shop open today?', { name: 'Ravi' });
    await w.says(w.number.phoneNumberId, '919811100001', 'And tomorrow?', { name: 'Ravi' });
    await w.says(w.number.phoneNumberId, '919811100002', 'Price of kaju katli?', { name: 'Nisha' });

    const unknown = await list(w.asOwner(), 'unknown');
    expect(unknown.records.map((c) => [c.userName, c.unReadCount, c.known])).toEqual([
      ['919811100002', 1, false],
      ['919811100001', 2, false],
    ]);
    expect(unknown.records[1]).toMatchObject({ profileName: 'Ravi', lastMessage: 'And tomorrow?' });
    expect((await list(w.asOwner(), 'known')).records).toEqual([]);

    await w.asOwner().call(wc.createContact, {
      body: { firstName: 'Ravi', lastName: 'Kumar', countryCode: '91', mobileNumber: '9811100001' },
    });
    const known = await list(w.asOwner(), 'known');
    expect(known.records.map((c) => [c.userName, c.companyName, c.known])).toEqual([
      ['919811100001', 'Ravi Kumar', true],
    ]);
    expect((await list(w.asOwner(), 'known', 'kumar')).records).toHaveLength(1);
    expect((await list(w.asOwner(), 'unknown', '100002')).records.map((c) => c.userName)).toEqual([
      '919811100002',
    ]);
    expect((await list(w.asOwner(), 'unknown', 'nothing-like-this')).records).toEqual([]);
    // A User has no renewal reminders.
    expect((await list(w.asOwner(), 'renewalreminder')).total_Record_Count).toBe(0);
  });

  it('opening a chat resets its unread count and marks the latest message read at the Cloud API', async () => {
    const last = await w.says(w.number.phoneNumberId, '919811100003', 'Hello?');
    const read = await w.asOwner().call(w.ic.read, { params: { phone: '919811100003' } });
    expect(read.data.unReadCount).toBe(0);
    expect(w.fake.readReceipts.at(-1)).toEqual({ phoneNumberId: w.number.phoneNumberId, messageId: last });
    const again = (await list(w.asOwner(), 'unknown', '100003')).records[0];
    expect(again.unReadCount).toBe(0);
  });

  it('pages messages by 10, newest first', async () => {
    for (let i = 1; i <= 23; i++)
      await w.says(w.number.phoneNumberId, '919811100004', `Message ${i}`, { agoMs: (30 - i) * 60_000 });
    const page = (PageNumber: number) =>
      w
        .asOwner()
        .call(w.ic.messages, { params: { phone: '919811100004' }, query: { PageNumber } })
        .then((r) => r.data.records.map((m) => m.message));
    expect(await page(1)).toEqual(Array.from({ length: 10 }, (_, i) => `Message ${23 - i}`));
    expect(await page(2)).toHaveLength(10);
    expect(await page(3)).toEqual(['Message 3', 'Message 2', 'Message 1']);
  });

  it('replies as typed at 23 h 59 m, refuses at 24 h 1 m (409), and refuses empty or too long bodies (422)', async () => {
    await w.says(w.number.phoneNumberId, '919811100005', 'Still there?', { agoMs: 23 * HOUR + 59 * 60_000 });
    const typed = '  *Yes*, we are open till 9 ';
    const sent = await w
      .asOwner()
      .call(w.ic.reply, { params: { phone: '919811100005' }, body: { body: typed } });
    expect(sent.data).toMatchObject({
      isBusinessMessage: true,
      message: typed,
      status: 'sent',
      messageType: 'text',
    });
    const reached = w.fake.sent.filter((s) => s.to === '919811100005');
    expect(reached.map((s) => s.body.text.body)).toEqual([typed]);

    await w.says(w.number.phoneNumberId, '919811100006', 'Hi', { agoMs: 24 * HOUR + 60_000 });
    expect(
      await failure(
        w.asOwner().call(w.ic.reply, { params: { phone: '919811100006' }, body: { body: 'Hello' } }),
      ),
    ).toEqual({ status: 409, message: M.windowClosed });
    expect(w.fake.sent.filter((s) => s.to === '919811100006')).toEqual([]);

    const raw = (body: unknown) =>
      w.server.inject({
        method: 'POST',
        url: '/api/Inbox/Chats/919811100005/Reply',
        headers: { authorization: `Bearer ${w.owner.token}`, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    const empty = await raw({ body: '   ' });
    expect([empty.statusCode, empty.json().error.errors.body]).toEqual([422, M.replyRequired]);
    const long = await raw({ body: 'x'.repeat(4097) });
    expect([long.statusCode, long.json().error.errors.body]).toEqual([422, M.replyTooLong]);
  });

  it('moves the ticks from the status webhooks, in any order, and keeps a refused reply as failed until Retry', async () => {
    await w.says(w.number.phoneNumberId, '919811100007', 'Order status?');
    const reply = (
      await w.asOwner().call(w.ic.reply, { params: { phone: '919811100007' }, body: { body: 'Shipped' } })
    ).data;
    const wamid = w.fake.sent.find((s) => s.to === '919811100007')!.id;
    const status = (s: 'delivered' | 'read', ts: number) =>
      w.postWebhook(
        JSON.stringify(
          statusWebhook({
            phoneNumberId: w.number.phoneNumberId,
            wamid,
            status: s,
            recipient: '919811100007',
            timestamp: ts,
          }),
        ),
        PLATFORM_SECRET,
      );
    await status('read', 1_790_000_020);
    await status('delivered', 1_790_000_010);
    const [latest] = (
      await w.asOwner().call(w.ic.messages, { params: { phone: '919811100007' }, query: { PageNumber: 1 } })
    ).data.records;
    expect(latest).toMatchObject({ id: reply.id, status: 'read' });
    expect(latest.readDate).toBe(new Date(1_790_000_020_000).toISOString());
    expect(latest.deliveredDate).toBe(new Date(1_790_000_010_000).toISOString());

    w.fake.failNext('undeliverable');
    const failed = await failure(
      w.asOwner().call(w.ic.reply, { params: { phone: '919811100007' }, body: { body: 'Tracking: 123' } }),
    );
    expect(failed).toEqual({ status: 502, message: M.sendFailed });
    const [kept] = (
      await w.asOwner().call(w.ic.messages, { params: { phone: '919811100007' }, query: { PageNumber: 1 } })
    ).data.records;
    expect(kept).toMatchObject({ message: 'Tracking: 123', status: 'failed' });
    expect(JSON.parse(kept.error!).error.message).toBeTruthy();
    const retried = await w.asOwner().call(w.ic.retry, { params: { phone: '919811100007', id: kept.id } });
    expect(retried.data).toMatchObject({ id: kept.id, status: 'sent' });
  });

  it('keeps an image a customer sent, by its bytes, and shows it to the owner only', async () => {
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 10, g: 120, b: 60 } },
    })
      .png()
      .toBuffer();
    w.fake.media.receive('media-in-1', 'image/png', png);
    const res = await w.postWebhook(
      JSON.stringify(
        inboundWebhook({
          phoneNumberId: w.number.phoneNumberId,
          from: '919811100010',
          id: 'wamid.image1',
          message: { type: 'image', mediaId: 'media-in-1', mimeType: 'image/png', caption: 'This one' },
          timestamp: Math.floor(w.time.now().getTime() / 1000),
        }),
      ),
      PLATFORM_SECRET,
    );
    expect(res.statusCode).toBe(200);
    await inboxService(w.server.ctx).idle();
    const [image] = (
      await w.asOwner().call(w.ic.messages, { params: { phone: '919811100010' }, query: { PageNumber: 1 } })
    ).data.records;
    expect(image).toMatchObject({ messageType: 'image', message: 'This one' });
    const file = await w.server.inject({
      method: 'GET',
      url: new URL(image.mediaUrl!).pathname + new URL(image.mediaUrl!).search,
    });
    expect(file.statusCode).toBe(200);
    expect(Buffer.compare(file.rawPayload, png)).toBe(0);
    // Without the signature the address is the owner's only.
    const bare = await w.server.inject({ method: 'GET', url: new URL(image.mediaUrl!).pathname });
    expect(bare.statusCode).toBe(404);
  });

  it("answers another owner's chat as missing", async () => {
    await w.says(w.number.phoneNumberId, '919811100008', 'Private');
    const other = await registerUser(w.server, { companyName: 'Other Co' });
    const them = w.server.client(other.token);
    expect((await failure(them.call(w.ic.chat, { params: { phone: '919811100008' } }))).status).toBe(404);
    expect(
      (
        await failure(
          them.call(w.ic.messages, { params: { phone: '919811100008' }, query: { PageNumber: 1 } }),
        )
      ).status,
    ).toBe(404);
    expect(
      (await failure(them.call(w.ic.reply, { params: { phone: '919811100008' }, body: { body: 'Hi' } })))
        .status,
    ).toBe(404);
    expect((await them.call(w.ic.chats, { query: { type: 'unknown' } })).data.records).toEqual([]);
  });

  it("gives an Admin the platform number's chats: a registered user's mobile is known, with their company", async () => {
    const registered = await registerUser(w.server, {
      companyName: 'Mehta Traders',
      mobileNumber: '9822200001',
    });
    await w.says(PLATFORM_NUMBER, `91${registered.mobileNumber}`, 'My plan ends soon');
    await w.says(PLATFORM_NUMBER, '919822200999', 'Who is this?');
    const known = await list(w.asAdmin(), 'known');
    expect(known.records.map((c) => [c.userName, c.companyName, c.known])).toEqual([
      ['919822200001', 'Mehta Traders', true],
    ]);
    expect((await list(w.asAdmin(), 'unknown')).records.map((c) => c.userName)).toEqual(['919822200999']);
    // The users' own chats are theirs, not the platform's.
    expect((await list(w.asAdmin(), 'unknown', '9811100001')).records).toEqual([]);
    const reply = await w
      .asAdmin()
      .call(w.ic.reply, { params: { phone: '919822200001' }, body: { body: 'Renew here' } });
    expect(reply.data.status).toBe('sent');
    expect(w.fake.sent.at(-1)).toMatchObject({ phoneNumberId: PLATFORM_NUMBER, to: '919822200001' });
  });

  it('SendTextMessage without a bot replies from the owner number to a contact who wrote, and joins the conversation', async () => {
    await w.says(w.number.phoneNumberId, '919811100009', 'Got your offer');
    const sent = await w.asOwner().call(bc.sendTextMessage, {
      body: { phoneNumber: '+91 98111 00009', message: '  Thanks!  ' },
    });
    expect(sent.message).toBe(BOT_MESSAGES.messageSent);
    expect(w.fake.sent.filter((s) => s.to === '919811100009').map((s) => s.body.text.body)).toEqual([
      'Thanks!',
    ]);
    const conversation = await w.asOwner().call(bc.conversation, { query: { phoneNumber: '919811100009' } });
    expect(conversation.data.messages.map((m) => m.questionText ?? m.reply)).toEqual([
      'Got your offer',
      'Thanks!',
    ]);
    // A number that never wrote has no open window.
    expect(
      await failure(
        w.asOwner().call(bc.sendTextMessage, { body: { phoneNumber: '919811100099', message: 'Hi' } }),
      ),
    ).toEqual({ status: 409, message: BOT_MESSAGES.windowExpired });
  });
});
