import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES as M } from '../../../src/shared/whatsapp/campaigns';
import { whatsappContract as wc } from '../../../src/shared/whatsapp/contract';
import { whatsappService } from '../../../src/server/modules/whatsapp/service';
import { dbKinds } from '../../helpers/server';
import { whatsappWorld, type WhatsAppWorld } from '../bots/whatsapp-support';
import { campaignReady, groupOf, springSale } from './campaign-support';

/** Issue 26 Campaigns: made once per recipient, sent at the number's pace, statuses in any order. */
describe.each(dbKinds())('WhatsApp campaigns (%s)', (kind) => {
  let w: WhatsAppWorld;
  let ready: Awaited<ReturnType<typeof campaignReady>>;
  const idle = () => whatsappService(w.server.ctx).campaigns.idle();
  beforeAll(async () => {
    w = await whatsappWorld(kind);
    ready = await campaignReady(w, 30);
  });
  afterAll(() => w?.close());

  const counts = async (id: number) => (await ready.client.call(wc.campaignById, { params: { id } })).data;

  it('runs a campaign: one template message per opted-in number, with the contact’s field and the static value', async () => {
    // A second group sharing 10 numbers with the first, and one contact opted out: each number once.
    const overlap = await groupOf(w, 20, 20);
    await w.server.ctx.db
      .updateTable('whatsapp_contacts')
      .set({ opt_in: 0 })
      .where('mobile', '=', '917000000003')
      .execute();
    const before = w.fake.campaigns.sends.length;
    const made = await ready.client.call(wc.createCampaign, {
      body: springSale(ready.templateId, [ready.groupId, overlap]),
    });
    expect(made.message).toBe(M.created);
    await idle();
    const sends = w.fake.campaigns.sends.slice(before);
    expect(sends).toHaveLength(39);
    expect(new Set(sends.map((s) => s.to)).size).toBe(39);
    expect(sends.map((s) => s.to)).not.toContain('917000000003');
    const one = w.fake.sent.find((s) => s.to === '917000000005' && s.type === 'template');
    expect(one?.body.template.components).toEqual([
      {
        type: 'body',
        parameters: [
          { type: 'text', text: 'Guest5' },
          { type: 'text', text: '20%' },
        ],
      },
    ]);
    const c = await counts(made.data.id);
    expect(c).toMatchObject({ totalMessages: 39, sentMessages: 39, failedMessages: 0, state: 'done' });

    // Statuses: delivered sometimes skipped, some repeated, out of order; read reaches every row.
    await w.fake.campaigns.postStatuses({ of: sends, skipDeliveredEvery: 3, repeatEvery: 4, shuffle: true });
    expect(await counts(made.data.id)).toMatchObject({
      sentMessages: 39,
      deliveredMessages: 39,
      readMessages: 39,
    });
    // Counters equal a recount of the rows.
    const recount = await w.server.ctx.db
      .selectFrom('whatsapp_messages')
      .select((eb) => [
        eb.fn.count<number>('read_at').as('read'),
        eb.fn.count<number>('delivered_at').as('delivered'),
      ])
      .where('campaign_id', '=', made.data.id)
      .executeTakeFirstOrThrow();
    expect(Number(recount.read)).toBe(39);
    expect(Number(recount.delivered)).toBe(39);
  });

  it('the spec’s messages: template, groups, variables', async () => {
    const post = (body: unknown) =>
      w.server.inject({
        method: 'POST',
        url: wc.createCampaign.path,
        headers: { authorization: `Bearer ${w.owner.token}` },
        payload: body as object,
      });
    const none = await post({ GroupIds: [] });
    expect(none.statusCode).toBe(422);
    expect(none.json().error.errors).toMatchObject({
      TemplateId: M.templateRequired,
      GroupIds: M.groupRequired,
    });
    const blank = await post({
      ...springSale(ready.templateId, [ready.groupId]),
      Body: [
        { VariableIndex: 0, ValueSource: 'STATIC', StaticValue: '   ' },
        { VariableIndex: 1, ValueSource: 'STATIC' },
      ],
    });
    expect(blank.statusCode).toBe(422);
    expect(Object.values(blank.json().error.errors)).toEqual(
      expect.arrayContaining([M.notBlank, M.fieldRequired]),
    );
    const missing = await post({ ...springSale(ready.templateId, [ready.groupId]), Body: [] });
    expect(missing.statusCode).toBe(422);
    expect(Object.values(missing.json().error.errors)).toContain(M.fieldRequired);
  });

  it('an empty contact field fails its row, saying why; the others go', async () => {
    const made = await ready.client.call(wc.createCampaign, {
      body: springSale(ready.templateId, [ready.groupId], {
        Body: [
          { VariableIndex: 0, ValueSource: 'CONTACT_FIELD', ContactFieldName: 'CustomField1' },
          { VariableIndex: 1, ValueSource: 'STATIC', StaticValue: '10%' },
        ],
      }),
    });
    await idle();
    const c = await counts(made.data.id);
    // Of the 29 opted-in (one opted out above), the 15 with no Custom Field 1 fail.
    expect(c.failedMessages).toBe(15);
    expect(c.sentMessages).toBe(14);
    expect(c.failuresByReason).toEqual([{ reason: 'The contact has no CustomField1', count: 15 }]);
  });

  it('131056 makes that recipient wait while the others go; a permanent error fails at once with Meta’s words', async () => {
    w.fake.campaigns.pairLimit('917000000007', 1);
    const before = w.fake.campaigns.sends.length;
    const made = await ready.client.call(wc.createCampaign, {
      body: springSale(ready.templateId, [ready.groupId]),
    });
    await idle();
    expect(w.fake.campaigns.sends.slice(before).map((s) => s.to)).not.toContain('917000000007');
    expect((await counts(made.data.id)).sentMessages).toBe(28);
    // Its wait (5 s) passes: it is sent, once.
    w.time.advance(6_000);
    whatsappService(w.server.ctx).campaigns.kick(ready.number.accountId);
    await idle();
    expect((await counts(made.data.id)).sentMessages).toBe(29);
    expect(w.fake.campaigns.sends.slice(before).filter((s) => s.to === '917000000007')).toHaveLength(1);

    w.fake.failNext('undeliverable');
    const second = await ready.client.call(wc.createCampaign, {
      body: springSale(ready.templateId, [ready.groupId]),
    });
    await idle();
    const c = await counts(second.data.id);
    expect(c.failedMessages).toBe(1);
    expect(c.failuresByReason[0].reason).toMatch(/131026|undeliverable/i);
  });

  it('another owner’s campaign is 404', async () => {
    const { registerUser } = await import('../../helpers/accounts');
    const other = await registerUser(w.server, { companyName: 'Other' });
    const res = await w.server.inject({
      method: 'GET',
      url: `/api/WhatsAppCampaign/Campaign/1`,
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(res.statusCode).toBe(404);
  });
});
