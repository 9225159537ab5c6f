import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whatsappContract as wc } from '../../../src/shared/whatsapp/contract';
import { registerUser } from '../../helpers/accounts';
import { dbKinds } from '../../helpers/server';
import { whatsappWorld, type WhatsAppWorld } from '../bots/whatsapp-support';
import { dateMessage, GUEST1, historyWorld } from './history-support';

/** Issue 26, contact history (spec 03 §2.7, §3.5, §7.2 GET Messages/{id}). */
describe.each(dbKinds())('WhatsApp contact history (%s)', (kind) => {
  let w: WhatsAppWorld;
  let h: Awaited<ReturnType<typeof historyWorld>>;
  const get = (id: number, query = '', token = w.owner.token) =>
    w.server.inject({
      method: 'GET',
      url: `/api/WhatsAppContact/Messages/${id}${query ? `?${query}` : ''}`,
      headers: { authorization: `Bearer ${token}` },
    });
  const records = async (query = '') => {
    const res = await get(h.guest1, query);
    expect(res.statusCode).toBe(200);
    return res.json().data as { records: Record<string, unknown>[]; total_Record_Count: number };
  };

  beforeAll(async () => {
    w = await whatsappWorld(kind);
    h = await historyWorld(w);
    // Business days (Asia/Kolkata): the first went out on 8 June, the second on 10 June.
    await dateMessage(w, h.first.id, GUEST1, {
      sent_at: '2026-06-08T04:00:00.000Z',
      delivered_at: '2026-06-08T04:01:00.000Z',
      read_at: '2026-06-09T19:00:00.000Z', // 10 June 00:30 in India
    });
    await dateMessage(w, h.second.id, GUEST1, { sent_at: null, failed_at: '2026-06-10T05:00:00.000Z' });
  });
  afterAll(() => w?.close());

  it("lists a contact's messages with campaign, template, dates, status, error and reply (sentDate Asc)", async () => {
    const data = await records();
    expect(data.total_Record_Count).toBe(2);
    const [read, failed] = data.records;
    expect(read).toMatchObject({
      campaignId: h.first.id,
      campaignName: 'Spring sale',
      templateName: 'spring_sale',
      status: 'read',
      sentDate: '2026-06-08T04:00:00.000Z',
      deliveredDate: '2026-06-08T04:01:00.000Z',
      readDate: '2026-06-09T19:00:00.000Z',
      errorMessage: null,
      reply: 'Is it on in Pune too?',
    });
    // Never sent: last in the ascending order, its error as Meta gave it.
    expect(failed).toMatchObject({ campaignName: 'Summer sale', status: 'failed', sentDate: null });
    expect(JSON.parse(String(failed.errorMessage))).toMatchObject({
      error: { code: 131026, message: 'Message undeliverable' },
    });
  });

  it('filters by status and reply', async () => {
    expect((await records('Status=failed')).records.map((r) => r.campaignName)).toEqual(['Summer sale']);
    expect((await records('Status=read')).records.map((r) => r.campaignName)).toEqual(['Spring sale']);
    expect((await records('Status=delivered')).total_Record_Count).toBe(0);
    expect((await records('Replied=yes')).records.map((r) => r.campaignName)).toEqual(['Spring sale']);
    expect((await records('Replied=no')).records.map((r) => r.campaignName)).toEqual(['Summer sale']);
    expect((await records('Replied=all')).total_Record_Count).toBe(2);
  });

  it('filters by the business days of sending, delivery and reading', async () => {
    const names = async (q: string) => (await records(q)).records.map((r) => r.campaignName);
    expect(await names('sendTimeFrom=2026-06-08&sendTimeTo=2026-06-08')).toEqual(['Spring sale']);
    expect(await names('sendTimeFrom=2026-06-09')).toEqual([]);
    expect(await names('deliveryTimeTo=2026-06-08')).toEqual(['Spring sale']);
    // Read at 19:00 UTC on 9 June is 10 June in India.
    expect(await names('readTimeFrom=2026-06-10&readTimeTo=2026-06-10')).toEqual(['Spring sale']);
    expect(await names('readTimeTo=2026-06-09')).toEqual([]);
    // The API format with times (spec 03 §9) works too.
    expect(await names('sendTimeFrom=2026-06-08 09:00:00&sendTimeTo=2026-06-08 09:30:59')).toEqual([
      'Spring sale',
    ]);
  });

  it('sorts by a column, Asc or Desc, and pages', async () => {
    const order = async (q: string) => (await records(q)).records.map((r) => r.campaignName);
    expect(await order('SortColumn=campaignName&SortType=Desc')).toEqual(['Summer sale', 'Spring sale']);
    expect(await order('SortColumn=campaignName&SortType=Asc')).toEqual(['Spring sale', 'Summer sale']);
    expect(await order('SortColumn=status&SortType=Asc')).toEqual(['Summer sale', 'Spring sale']);
    // Undated rows stay last in both directions, on both databases.
    expect(await order('SortColumn=sentDate&SortType=Desc')).toEqual(['Spring sale', 'Summer sale']);
    const page2 = await records('pagesize=10&PageNumber=2');
    expect(page2).toEqual({ records: [], total_Record_Count: 2 });
  });

  it('answers 400 to a bad date, a reversed range, a bad status or an unknown sort column', async () => {
    for (const q of [
      'sendTimeFrom=31-02-2026',
      'readTimeTo=2026-02-30',
      'deliveryTimeFrom=yesterday',
      'sendTimeFrom=2026-06-10&sendTimeTo=2026-06-08',
      'Status=lost',
      'Replied=maybe',
      'SortColumn=error',
      'SortColumn=m.phone',
    ]) {
      const res = await get(h.guest1, q);
      expect(res.statusCode, q).toBe(400);
    }
    const reversed = await get(h.guest1, 'sendTimeFrom=2026-06-10&sendTimeTo=2026-06-08');
    expect(reversed.json().error.errors).toMatchObject({
      sendTimeTo: 'The end date cannot be before the start date',
    });
  });

  it("answers 404 for another owner's contact and for a missing one", async () => {
    const other = await registerUser(w.server, { companyName: 'Other Sweets' });
    expect((await get(h.guest1, '', other.token)).statusCode).toBe(404);
    expect((await get(999_999)).statusCode).toBe(404);
    // Through the typed client too: the contract's endpoint answers the same list.
    const res = await h.client.call(wc.contactMessages, { params: { id: h.guest1 } });
    expect(res.data.total_Record_Count).toBe(2);
  });
});
