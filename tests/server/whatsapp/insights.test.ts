import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whatsappContract as wc } from '../../../src/shared/whatsapp/contract';
import { registerUser } from '../../helpers/accounts';
import { dbKinds } from '../../helpers/server';
import { whatsappWorld, type WhatsAppWorld } from '../bots/whatsapp-support';
import { dateMessage, GUEST1, historyWorld } from './history-support';

/** Issue 26, insights (spec 03 §7.5 statistics, §8.3): counts, rates, days, opt-outs, failure reasons. */
describe.each(dbKinds())('WhatsApp insights (%s)', (kind) => {
  let w: WhatsAppWorld;
  const get = (query = '', token = w.owner.token) =>
    w.server.inject({
      method: 'GET',
      url: `/api/WhatsAppInsights/statistics${query ? `?${query}` : ''}`,
      headers: { authorization: `Bearer ${token}` },
    });
  const insights = async (query = '') => {
    const res = await get(query);
    expect(res.statusCode, query).toBe(200);
    return res.json().data;
  };

  beforeAll(async () => {
    // The world's clock: 10 June 2026, 11:30 in India. Both campaigns go out now.
    w = await whatsappWorld(kind);
    const h = await historyWorld(w);
    // Guest1's first message went out on 8 June; its second failed before it was sent.
    await dateMessage(w, h.first.id, GUEST1, { sent_at: '2026-06-08T04:00:00.000Z' });
    await dateMessage(w, h.second.id, GUEST1, { sent_at: null, failed_at: '2026-06-10T05:00:00.000Z' });
    // One contact opts out today (STOP list).
    const guest2 = await w.server.ctx.db
      .selectFrom('whatsapp_contacts')
      .select('id')
      .where('mobile', '=', '917000000002')
      .executeTakeFirstOrThrow();
    await h.client.call(wc.setContactOptIn, { params: { id: guest2.id }, body: { optIn: false } });
  });
  afterAll(() => w?.close());

  it('counts campaigns, messages by the day they went out, their outcomes, replies and opt-outs', async () => {
    const data = await insights('StartDate=2026-06-08&EndDate=2026-06-10');
    expect(data.StartDate).toBe('2026-06-08');
    expect(data.EndDate).toBe('2026-06-10');
    expect(data.counts).toEqual({
      campaigns: 2,
      messages: 12,
      sent: 11,
      delivered: 6,
      read: 6,
      failed: 1,
      replied: 1,
      optOuts: 1,
    });
    expect(data.rates).toEqual({ delivered: 54.5, read: 54.5, replied: 16.7, failed: 8.3 });
    expect(data.daily).toEqual([
      { date: '2026-06-08', sent: 1, delivered: 1, read: 1, failed: 0 },
      { date: '2026-06-09', sent: 0, delivered: 0, read: 0, failed: 0 },
      { date: '2026-06-10', sent: 10, delivered: 5, read: 5, failed: 1 },
    ]);
    expect(data.failureReasons).toEqual([{ reason: 'Message undeliverable', count: 1 }]);
  });

  it('a one-day range counts that business day only; an empty one is zeros', async () => {
    const today = await insights('StartDate=2026-06-10&EndDate=2026-06-10');
    expect(today.counts).toMatchObject({ campaigns: 2, messages: 11, sent: 10, failed: 1 });
    const quiet = await insights('StartDate=2026-06-09&EndDate=2026-06-09');
    expect(quiet.counts).toMatchObject({ campaigns: 0, messages: 0, sent: 0, optOuts: 0 });
    expect(quiet.rates).toEqual({ delivered: 0, read: 0, replied: 0, failed: 0 });
    expect(quiet.failureReasons).toEqual([]);
  });

  it('without a range: this month up to today, every day once', async () => {
    const data = await insights();
    expect(data.StartDate).toBe('2026-06-01');
    expect(data.EndDate).toBe('2026-06-10');
    expect(data.daily).toHaveLength(10);
    expect(data.counts.messages).toBe(12);
  });

  it('answers 400 to a bad date, a reversed or too long range, or an unknown parameter', async () => {
    for (const q of [
      'StartDate=2026-02-30',
      'StartDate=10-06-2026',
      'EndDate=2026-06-10 23:59:59',
      'StartDate=2026-06-10&EndDate=2026-06-01',
      'StartDate=2024-01-01&EndDate=2026-06-10',
      'Days=7',
    ]) {
      const res = await get(q);
      expect(res.statusCode, q).toBe(400);
    }
  });

  it('another owner sees only their own (none of these)', async () => {
    const other = await registerUser(w.server, { companyName: 'Other Sweets' });
    const res = await get('StartDate=2026-06-08&EndDate=2026-06-10', other.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.counts).toEqual({
      campaigns: 0,
      messages: 0,
      sent: 0,
      delivered: 0,
      read: 0,
      failed: 0,
      replied: 0,
      optOuts: 0,
    });
  });
});
