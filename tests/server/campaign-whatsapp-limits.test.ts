import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignsContract as cc } from '../../src/shared/campaigns/contract';
import { SEND_LIMIT_MESSAGES } from '../../src/server/modules/campaigns/whatsapp-limits';
import { startWhatsAppFake } from '../fakes/whatsapp/cloud-api';
import { registerUser, setupAdmin } from '../helpers/accounts';
import { givePlan } from '../helpers/plans';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';
import { createCampaign, jpeg, visit } from './campaign-support';

/**
 * Issue 22 point 9: anonymous visitors of a campaign page with Send Whatsapp cannot make the
 * business's number send to anyone, any number of times, anything: one send per number per campaign
 * a day, the campaign's daily limit, the STOP list, and only the JPEG the page composed.
 */
describe.each(dbKinds())('campaign WhatsApp sends are limited (%s)', (kind) => {
  let server: TestServer;
  let wa: Awaited<ReturnType<typeof startWhatsAppFake>>;
  let adminToken: string;
  let owner: Awaited<ReturnType<typeof registerUser>>;

  beforeAll(async () => {
    wa = await startWhatsAppFake({ token: 'wa-token', phoneNumberId: '55501' });
    server = await startTestServer(kind, {
      WHATSAPP_API_BASE: `${wa.url}/v21.0`,
      WHATSAPP_TOKEN: 'wa-token',
      WHATSAPP_PHONE_NUMBER_ID: '55501',
      WHATSAPP_CAMPAIGN_TEMPLATE: 'campaign_picture',
    });
    adminToken = await setupAdmin(server);
    owner = await registerUser(server);
    await givePlan(server, owner.id, { 5: 20 });
  });
  afterAll(async () => {
    await server?.close();
    await wa?.close();
  });

  /** A campaign (1080 × 1080) with Send Whatsapp on (an admin option). */
  async function whatsappCampaign() {
    const c = await createCampaign(server, owner.token);
    await server.client(adminToken).call(cc.updateCampaign, {
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
    return c;
  }

  /** A visit with consent, its composed picture uploaded as the page does, then the send; answers the send. */
  async function visitAndSend(url: string, phone: string, picture = jpeg(1080, 1080, 2000)) {
    const v = await visit(server, url, { txt1: 'Asha', txt3: phone, whatsappConsent: true });
    expect(v.status).toBe(201);
    const { visitorId, whatsappUpload: up } = v.body.data;
    const target = up.uploadUrl.replace(server.config.publicBaseUrl, '');
    if (up.fields) {
      const form = new FormData();
      for (const [k, val] of Object.entries(up.fields as Record<string, string>)) form.append(k, val);
      form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'picture.jpg');
      const req = new Request('http://x', { method: 'POST', body: form });
      const put = await server.inject({
        method: 'POST',
        url: target,
        payload: Buffer.from(await req.arrayBuffer()),
        headers: { 'content-type': req.headers.get('content-type')! },
      });
      expect(put.statusCode).toBeLessThan(300);
    } else {
      const put = await server.inject({ method: 'PUT', url: target, payload: picture, headers: up.headers });
      expect(put.statusCode).toBe(200);
    }
    const res = await server.inject({
      method: 'POST',
      url: `/api/Campaign/Public/${url}/Visitor/${visitorId}/Whatsapp`,
      payload: { token: up.token },
      headers: { 'content-type': 'application/json' },
    });
    return { status: res.statusCode, message: (res.json() as { message?: string }).message };
  }

  it('one picture per number per campaign a day', async () => {
    const c = await whatsappCampaign();
    const before = wa.requests.length;
    expect((await visitAndSend(c.url, '98765 00001')).status).toBe(200);
    const again = await visitAndSend(c.url, '+91 98765-00001');
    expect(again).toEqual({ status: 429, message: SEND_LIMIT_MESSAGES.numberToday });
    expect(wa.requests.length).toBe(before + 1);
  });

  it('a campaign sends at most its daily limit', async () => {
    const c = await whatsappCampaign();
    await server.ctx.db
      .updateTable('campaigns')
      .set({ whatsapp_daily_limit: 2 })
      .where('id', '=', c.id)
      .execute();
    expect((await visitAndSend(c.url, '98765 00011')).status).toBe(200);
    expect((await visitAndSend(c.url, '98765 00012')).status).toBe(200);
    expect(await visitAndSend(c.url, '98765 00013')).toEqual({
      status: 429,
      message: SEND_LIMIT_MESSAGES.campaignToday,
    });
  });

  it('a number on the STOP list gets nothing', async () => {
    const c = await whatsappCampaign();
    await server.ctx.db
      .insertInto('whatsapp_opt_outs')
      .values({ phone: '919876500021', user_id: null, created_at: server.ctx.clock.now().toISOString() })
      .execute();
    const before = wa.requests.length;
    expect(await visitAndSend(c.url, '98765 00021')).toEqual({
      status: 403,
      message: SEND_LIMIT_MESSAGES.optedOut,
    });
    expect(wa.requests.length).toBe(before);
  });

  it('only the JPEG the page composed goes: another size is refused', async () => {
    const c = await whatsappCampaign();
    const before = wa.requests.length;
    const wrong = await visitAndSend(c.url, '98765 00031', jpeg(400, 300, 2000));
    expect(wrong.status).toBe(422);
    expect(wa.requests.length).toBe(before);
  });
});
