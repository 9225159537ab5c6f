import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignsContract as cc } from '../../src/shared/campaigns/contract';
import { CAMPAIGN_MESSAGES as M, MAX_COMPOSED_IMAGE_BYTES } from '../../src/shared/campaigns/schemas';
import { startWhatsAppFake } from '../fakes/whatsapp/cloud-api';
import { registerUser, setupAdmin } from '../helpers/accounts';
import { givePlan } from '../helpers/plans';
import { rawForm } from '../helpers/brand';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';
import { createCampaign, jpeg, visit, VISITOR_TEXTS } from './campaign-support';

const SAFARI_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const EDGE_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87';

/** Issue 15, Visitors: the public page's visits, the log, its export and Send Whatsapp. */
describe.each(dbKinds())('campaign visitors (%s)', (kind) => {
  let server: TestServer;
  let wa: Awaited<ReturnType<typeof startWhatsAppFake>>;
  let adminToken: string;
  let alice: Awaited<ReturnType<typeof registerUser>>;
  let asAlice: ReturnType<TestServer['client']>;

  beforeAll(async () => {
    wa = await startWhatsAppFake({ token: 'wa-token', phoneNumberId: '55501' });
    server = await startTestServer(kind, {
      WHATSAPP_API_BASE: `${wa.url}/v21.0`,
      WHATSAPP_TOKEN: 'wa-token',
      WHATSAPP_PHONE_NUMBER_ID: '55501',
      WHATSAPP_CAMPAIGN_TEMPLATE: 'campaign_picture',
    });
    adminToken = await setupAdmin(server);
    alice = await registerUser(server, { companyName: 'Alice Sweets' });
    asAlice = server.client(alice.token);
    // Campaigns, and WhatsApp units for Send Whatsapp (issue 22 point 9).
    await givePlan(server, alice.id, { 5: 20, 6: 5 });
  });
  afterAll(async () => {
    await server?.close();
    await wa?.close();
  });

  it('a visit logs the collected texts (trimmed; others ignored), the address and the browser; visitorCount follows', async () => {
    const c = await createCampaign(server, alice.token);
    const first = await visit(
      server,
      c.url,
      { txt1: '  Asha Patil  ', txt2: 'not collected', txt3: '+91 98765 43210' },
      '203.0.113.9',
      SAFARI_IOS,
    );
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ visitorCount: 1, whatsappUpload: null });
    expect((await visit(server, c.url, undefined, '203.0.113.10', EDGE_WINDOWS)).body.data.visitorCount).toBe(
      2,
    );
    expect((await asAlice.call(cc.campaignById, { params: { id: c.id } })).data.visitorCount).toBe(2);

    const log = await asAlice.call(cc.campaignVisitors, { params: { campId: c.id } });
    expect(log.data.total_Record_Count).toBe(2);
    expect(log.data.columns).toEqual([
      { key: 'txt1', caption: 'Your Name' },
      { key: 'txt3', caption: 'Mobile Number' },
    ]);
    // Newest first.
    expect(log.data.records[0]).toMatchObject({
      ip: '203.0.113.10',
      browser: 'Edge',
      operatingSystem: 'Windows',
    });
    expect(log.data.records[1]).toMatchObject({
      txt1: 'Asha Patil',
      txt2: null,
      txt3: '+91 98765 43210',
      ip: '203.0.113.9',
      userAgent: SAFARI_IOS,
      browser: 'Safari',
      operatingSystem: 'iOS 17.5',
    });
  });

  it('refuses texts over 200 characters and a txt3 that is not a phone, on the field; an unknown campaign is 404', async () => {
    const c = await createCampaign(server, alice.token);
    const long = await visit(server, c.url, { ...VISITOR_TEXTS, txt1: 'x'.repeat(201) });
    expect([long.status, long.body.error.errors]).toEqual([422, { txt1: M.textTooLong }]);
    const trimmedFits = await visit(server, c.url, { ...VISITOR_TEXTS, txt1: ` ${'x'.repeat(200)} ` });
    expect(trimmedFits.status).toBe(200);
    const phone = await visit(server, c.url, { ...VISITOR_TEXTS, txt3: 'call me maybe' });
    expect([phone.status, phone.body.error.errors]).toEqual([422, { txt3: M.phone }]);
    const unknown = await visit(server, 'no-such-campaign', {});
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Campaign not found']);
    const page = await server.inject({ method: 'GET', url: '/api/Campaign/Public/no-such-campaign' });
    expect(page.statusCode).toBe(404);
  });

  it('the log filters by StartDate and EndDate as YYYY-MM-DD HH:mm:ss in the business time zone', async () => {
    const c = await createCampaign(server, alice.token);
    const times = ['2026-03-01T04:00:00.000Z', '2026-03-02T04:00:00.000Z', '2026-03-03T04:00:00.000Z'];
    for (const created_at of times)
      await server.ctx.db
        .insertInto('campaign_visitors')
        .values({
          campaign_id: c.id,
          txt1: created_at.slice(0, 10),
          txt2: null,
          txt3: null,
          ip: '192.0.2.1',
          user_agent: '',
          created_at,
          whatsapp_status: null,
          whatsapp_key: null,
          whatsapp_error: null,
          whatsapp_at: null,
        })
        .execute();
    // 04:00 UTC is 09:30 in Asia/Kolkata.
    const range = await asAlice.call(cc.campaignVisitors, {
      params: { campId: c.id },
      query: { StartDate: '2026-03-02 09:30:00', EndDate: '2026-03-03 09:29:59' },
    });
    expect(range.data.records.map((r) => r.txt1)).toEqual(['2026-03-02']);
    const all = await asAlice.call(cc.campaignVisitors, {
      params: { campId: c.id },
      query: { StartDate: '2026-03-01' },
    });
    expect(all.data.records.map((r) => r.txt1)).toEqual(['2026-03-03', '2026-03-02', '2026-03-01']);
    const bad = await server.inject({
      method: 'GET',
      url: `/api/CampaignVisitor/${c.id}/false?StartDate=2026-13-01%2000:00:00`,
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('the export is an xlsx with the txt columns named by their captions, then IP Address, Browser, Operating System, Date', async () => {
    const c = await createCampaign(server, alice.token, {
      txt1: { isDisplay: true, caption: 'Full Name' },
      txt2: { collectData: true, caption: 'City' },
      txt3: { collectData: true, caption: 'WhatsApp No' },
    });
    await visit(
      server,
      c.url,
      { txt1: 'Asha', txt2: '=HYPERLINK("x")', txt3: '98765 43210' },
      '203.0.113.20',
      SAFARI_IOS,
    );
    await visit(
      server,
      c.url,
      { txt1: 'Ravi', txt2: 'Pune', txt3: '98765 12345' },
      '203.0.113.21',
      EDGE_WINDOWS,
    );
    const res = await server.inject({
      method: 'GET',
      url: `/api/CampaignVisitor/${c.id}/true`,
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toContain(`${c.url}-visitors.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const rows = sheet.getSheetValues().slice(1) as unknown[][];
    expect(rows[0].slice(1)).toEqual([
      'Full Name',
      'City',
      'WhatsApp No',
      'IP Address',
      'Browser',
      'Operating System',
      'Date',
    ]);
    expect(rows[1].slice(1, 7)).toEqual(['Ravi', 'Pune', '98765 12345', '203.0.113.21', 'Edge', 'Windows']);
    expect(rows[2].slice(1, 7)).toEqual([
      'Asha',
      '=HYPERLINK("x")',
      '98765 43210',
      '203.0.113.20',
      'Safari',
      'iOS 17.5',
    ]);
    // A text that looks like a formula stays text.
    expect(sheet.getCell('B3').type).toBe(ExcelJS.ValueType.String);
    expect(String(rows[1][7])).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2} (AM|PM)$/);
    // An Admin exports any campaign's visitors.
    const asAdmin = await server.inject({
      method: 'GET',
      url: `/api/CampaignVisitor/${c.id}/true`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(asAdmin.statusCode).toBe(200);
  });

  it('Send Whatsapp: a visitor who gave txt3 and consent gets the composed image as a template, once', async () => {
    const admin = server.client(adminToken);
    const c = await createCampaign(server, alice.token, { campaignName: 'Holi <Colours>' });
    await admin.call(cc.updateCampaign, {
      params: { id: c.id },
      body: {
        campaignName: c.campaignName,
        url: c.url,
        campaignImagePath: c.campaignImagePath,
        txt1: c.txt1,
        txt3: c.txt3,
        imageType: c.imageType,
        isWhatsappSend: true,
      },
    });
    const page = await server.client().call(cc.publicCampaign, { params: { url: c.url } });
    expect(page.data.whatsappSend).toBe(true);

    // Without consent the photo stays in the browser: no upload address.
    const noConsent = await visit(server, c.url, { txt1: 'Asha', txt3: '98765 43210' });
    expect(noConsent.body.data.whatsappUpload).toBeNull();

    const withConsent = await visit(server, c.url, {
      txt1: 'Asha',
      txt3: '98765 43210',
      whatsappConsent: true,
    });
    const { visitorId, whatsappUpload } = withConsent.body.data;
    expect(whatsappUpload).toMatchObject({
      maxBytes: MAX_COMPOSED_IMAGE_BYTES,
      fields: { 'Content-Type': 'image/jpeg' },
    });
    const sendUrl = `/api/Campaign/Public/${c.url}/Visitor/${visitorId}/Whatsapp`;
    const send = (token: string) =>
      server.inject({
        method: 'POST',
        url: sendUrl,
        payload: { token },
        headers: { 'content-type': 'application/json' },
      });

    // Before the picture is uploaded there is nothing to send.
    expect((await send(whatsappUpload.token)).statusCode).toBe(422);
    const composed = jpeg(1080, 1080, 2000);
    // The page POSTs the signed form: its fields, then the file (issue 22).
    const put = await rawForm(
      server,
      whatsappUpload.uploadUrl.replace(server.config.publicBaseUrl, ''),
      undefined,
      whatsappUpload.fields,
      { file: { name: 'composed.jpg', data: composed } },
    );
    expect(put.status).toBe(204);
    expect((await send('forged-token')).statusCode).toBe(403);
    const sent = await send(whatsappUpload.token);
    expect([sent.statusCode, sent.json().data]).toEqual([200, { sent: true }]);

    const message = wa.requests.at(-1)!;
    expect(message.body).toMatchObject({
      to: '919876543210',
      type: 'template',
      template: { name: 'campaign_picture', language: { code: 'en' } },
    });
    const [header, body] = message.body.template.components;
    expect(body).toEqual({ type: 'body', parameters: [{ type: 'text', text: 'Holi <Colours>' }] });
    // WhatsApp fetches the picture from a signed address that works without a session.
    const link = new URL(header.parameters[0].image.link);
    const fetched = await server.inject({ method: 'GET', url: link.pathname + link.search });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.rawPayload.equals(composed)).toBe(true);

    // Once only.
    expect((await send(whatsappUpload.token)).statusCode).toBe(409);
    const row = await server.ctx.db
      .selectFrom('campaign_visitors')
      .select(['whatsapp_status', 'whatsapp_at'])
      .where('id', '=', visitorId)
      .executeTakeFirstOrThrow();
    expect(row.whatsapp_status).toBe('sent');
  });
});

describe.each(dbKinds())('campaign visit floods (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { RATE_LIMIT: 'on' });
  });
  afterAll(() => server?.close());

  it('ten visits of a campaign from one address in ten minutes; the eleventh answers 429', async () => {
    const user = await registerUser(server);
    await givePlan(server, user.id, { 5: 1 });
    const c = await createCampaign(server, user.token);
    for (let i = 0; i < 10; i++)
      expect((await visit(server, c.url, undefined, '203.0.113.50')).status).toBe(200);
    const flood = await visit(server, c.url, undefined, '203.0.113.50');
    expect([flood.status, flood.body.message]).toEqual([429, M.tooManyVisits]);
    // Another visitor is not affected.
    expect((await visit(server, c.url, undefined, '203.0.113.51')).status).toBe(200);
    // The route's own limit: 30 a minute from one address, whatever the campaign.
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await visit(server, 'unknown-campaign', {}, '203.0.113.52')).status);
    expect(statuses.at(-1)).toBe(429);
  });
});
