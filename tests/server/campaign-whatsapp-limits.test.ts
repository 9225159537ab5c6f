import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEND_LIMIT_MESSAGES } from '../../src/server/modules/campaigns/whatsapp-limits';
import { MODULES } from '../../src/shared/account/modules';
import { campaignsContract as cc } from '../../src/shared/campaigns/contract';
import { CAMPAIGN_MESSAGES as M, type Campaign } from '../../src/shared/campaigns/schemas';
import { settingsContract as settings } from '../../src/shared/settings/contract';
import { failure } from '../billing/support';
import { startWhatsAppFake } from '../fakes/whatsapp/cloud-api';
import { registerUser, setupAdmin } from '../helpers/accounts';
import { rawForm } from '../helpers/brand';
import { givePlan } from '../helpers/plans';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';
import { createCampaign, jpeg, visit } from './campaign-support';

type Owner = Awaited<ReturnType<typeof registerUser>>;

/** The form that saves `c` as it is, with `changes`. */
const formOf = (c: Campaign, changes: Record<string, unknown> = {}) => ({
  campaignName: c.campaignName,
  url: c.url,
  campaignImagePath: c.campaignImagePath,
  txt1: c.txt1,
  txt3: c.txt3,
  imageType: c.imageType,
  ...changes,
});

/**
 * Issue 22 point 9: anonymous visitors of a campaign page with Send Whatsapp cannot make the
 * business's number send to anyone, any number of times, anything: one send per number per campaign
 * a day, the campaign's daily limit (an admin setting), one unit of the owner's WhatsApp allowance a
 * send, the STOP list, and only the JPEG the page composed.
 */
describe.each(dbKinds())('campaign WhatsApp sends are limited (%s)', (kind) => {
  let server: TestServer;
  let wa: Awaited<ReturnType<typeof startWhatsAppFake>>;
  let adminToken: string;
  let owner: Owner;

  beforeAll(async () => {
    wa = await startWhatsAppFake({ token: 'wa-token', phoneNumberId: '55501' });
    // The access token is saved in Settings (not the environment), so that a test can revoke it.
    server = await startTestServer(kind, {
      WHATSAPP_API_BASE: `${wa.url}/v21.0`,
      WHATSAPP_PHONE_NUMBER_ID: '55501',
      WHATSAPP_CAMPAIGN_TEMPLATE: 'campaign_picture',
    });
    adminToken = await setupAdmin(server);
    await saveWhatsappToken('wa-token');
    owner = await registerUser(server);
    await givePlan(server, owner.id, { [MODULES.campaign]: 20, [MODULES.whatsapp]: 50 });
  });
  afterAll(async () => {
    await server?.close();
    await wa?.close();
  });

  const saveWhatsappToken = (value: string) =>
    server.client(adminToken).call(settings.saveCard, {
      params: { id: 'whatsapp' },
      body: { token: { action: 'replace', value } },
    });

  /** A campaign (1080 × 1080) with Send Whatsapp on and the Admin's `changes` (admin options). */
  async function whatsappCampaign(of: Owner = owner, changes: Record<string, unknown> = {}) {
    const c = await createCampaign(server, of.token);
    const saved = await server.client(adminToken).call(cc.updateCampaign, {
      params: { id: c.id },
      body: formOf(c, { isWhatsappSend: true, ...changes }),
    });
    return saved.data;
  }

  /** A visit with consent and its composed picture uploaded as the page does; answers what sends it. */
  async function visitAndUpload(url: string, phone: string, picture = jpeg(1080, 1080, 2000)) {
    const v = await visit(server, url, { txt1: 'Asha', txt3: phone, whatsappConsent: true });
    expect(v.status).toBe(200);
    const { visitorId, whatsappUpload: up } = v.body.data;
    // The page POSTs the signed form: its fields, then the file (issue 22).
    const put = await rawForm(
      server,
      up.uploadUrl.replace(server.config.publicBaseUrl, ''),
      undefined,
      up.fields,
      {
        file: { name: 'composed.jpg', data: picture },
      },
    );
    expect(put.status).toBe(204);
    return { visitorId: visitorId as number, token: up.token as string };
  }

  async function send(url: string, visit: { visitorId: number; token: string }) {
    const res = await server.inject({
      method: 'POST',
      url: `/api/Campaign/Public/${url}/Visitor/${visit.visitorId}/Whatsapp`,
      payload: { token: visit.token },
      headers: { 'content-type': 'application/json' },
    });
    return { status: res.statusCode, message: (res.json() as { message?: string }).message };
  }

  const visitAndSend = async (url: string, phone: string, picture?: Buffer) =>
    send(url, await visitAndUpload(url, phone, picture));

  /** The WhatsApp units the user's plans have used. */
  const whatsappUsed = async (userId: number) =>
    (
      await server.ctx.db
        .selectFrom('user_plan_apps as a')
        .innerJoin('user_plans as p', 'p.id', 'a.user_plan_id')
        .where('p.user_id', '=', userId)
        .where('a.app', '=', MODULES.whatsapp)
        .select('a.used_count')
        .execute()
    ).reduce((sum, r) => sum + r.used_count, 0);

  it('one picture per number per campaign a day', async () => {
    const c = await whatsappCampaign();
    const before = wa.requests.length;
    expect((await visitAndSend(c.url, '98765 00001')).status).toBe(200);
    const again = await visitAndSend(c.url, '+91 98765-00001');
    expect(again).toEqual({ status: 429, message: SEND_LIMIT_MESSAGES.numberToday });
    expect(wa.requests.length).toBe(before + 1);
  });

  it('a campaign sends at most its daily limit, which the Admin sets', async () => {
    const c = await whatsappCampaign(owner, { whatsappDailyLimit: 2 });
    expect(c.whatsappDailyLimit).toBe(2);
    const before = wa.requests.length;
    expect((await visitAndSend(c.url, '98765 00011')).status).toBe(200);
    expect((await visitAndSend(c.url, '98765 00012')).status).toBe(200);
    expect(await visitAndSend(c.url, '98765 00013')).toEqual({
      status: 429,
      message: SEND_LIMIT_MESSAGES.campaignToday,
    });
    expect(wa.requests.length).toBe(before + 2);
  });

  it('the daily limit is 100 unless an Admin sets 1 to 1000; a User cannot change it', async () => {
    const c = await createCampaign(server, owner.token);
    expect(c.whatsappDailyLimit).toBe(100);
    const admin = server.client(adminToken);
    for (const wrong of [0, 1001, 2.5]) {
      const refused = await failure(
        admin.call(cc.updateCampaign, {
          params: { id: c.id },
          body: formOf(c, { whatsappDailyLimit: wrong }),
        }),
      );
      expect([refused.status, refused.errors]).toEqual([422, { whatsappDailyLimit: M.whatsappDailyLimit }]);
    }
    const byUser = await failure(
      server
        .client(owner.token)
        .call(cc.updateCampaign, { params: { id: c.id }, body: formOf(c, { whatsappDailyLimit: 500 }) }),
    );
    expect([byUser.status, byUser.message]).toEqual([403, M.adminOnly]);
    const set = await admin.call(cc.updateCampaign, {
      params: { id: c.id },
      body: formOf(c, { whatsappDailyLimit: 1000 }),
    });
    expect(set.data.whatsappDailyLimit).toBe(1000);
    // The User's next save, without the admin options, keeps it.
    const kept = await server
      .client(owner.token)
      .call(cc.updateCampaign, { params: { id: c.id }, body: formOf(set.data, { campaignName: 'Renamed' }) });
    expect(kept.data).toMatchObject({ campaignName: 'Renamed', whatsappDailyLimit: 1000 });
  });

  it("each send takes a unit of the owner's WhatsApp allowance; with none left the visitor gets 429 and nothing is sent", async () => {
    const small = await registerUser(server);
    await givePlan(server, small.id, { [MODULES.campaign]: 1, [MODULES.whatsapp]: 1 });
    const c = await whatsappCampaign(small);
    const before = wa.requests.length;
    expect((await visitAndSend(c.url, '98765 00041')).status).toBe(200);
    expect(await whatsappUsed(small.id)).toBe(1);
    expect(await visitAndSend(c.url, '98765 00042')).toEqual({
      status: 429,
      message: SEND_LIMIT_MESSAGES.noAllowance,
    });
    expect(wa.requests.length).toBe(before + 1);
    expect(await whatsappUsed(small.id)).toBe(1);
  });

  it('a send WhatsApp refuses is not counted: the visitor tries again and it goes', async () => {
    const small = await registerUser(server);
    await givePlan(server, small.id, { [MODULES.campaign]: 1, [MODULES.whatsapp]: 1 });
    const c = await whatsappCampaign(small, { whatsappDailyLimit: 1 });
    const v = await visitAndUpload(c.url, '98765 00051');
    await saveWhatsappToken('revoked-token');
    try {
      expect((await send(c.url, v)).status).toBe(502);
    } finally {
      await saveWhatsappToken('wa-token');
    }
    expect(await whatsappUsed(small.id)).toBe(0);
    // The number, the day's one picture and the one WhatsApp unit are all still there.
    expect((await send(c.url, v)).status).toBe(200);
    expect(await whatsappUsed(small.id)).toBe(1);
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
