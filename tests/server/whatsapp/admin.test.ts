import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountContract } from '../../../src/shared/account/contract';
import { settingsContract } from '../../../src/shared/settings/contract';
import { ACCOUNT_MESSAGES as AM } from '../../../src/shared/whatsapp/account';
import { PLATFORM_NUMBER_MESSAGES as PM } from '../../../src/shared/whatsapp/admin';
import { whatsappContract as wc } from '../../../src/shared/whatsapp/contract';
import { whatsappService } from '../../../src/server/modules/whatsapp/service';
import { registerUser } from '../../helpers/accounts';
import { dbKinds } from '../../helpers/server';
import { whatsappWorld, type WhatsAppWorld } from '../bots/whatsapp-support';
import { campaignReady, springSale } from './campaign-support';
import { connectNumber } from './templates-support';

/**
 * Issue 26, the admin side: every user's campaigns and numbers for an Admin (Search by user name, as
 * the Update User WhatsApp tab sends it), a campaign's detail for an Admin whoever owns it, and the
 * platform's number connected like a user's and kept in the Settings card.
 */
describe.each(dbKinds())('WhatsApp for an Admin (%s)', (kind) => {
  let w: WhatsAppWorld;
  let adminToken: string;
  let other: Awaited<ReturnType<typeof registerUser>>;
  let campaignId: number;
  let otherNumber: Awaited<ReturnType<typeof connectNumber>>;
  const as = (token: string) => ({ authorization: `Bearer ${token}` });

  beforeAll(async () => {
    // No verify token in the environment: connecting the platform number makes one.
    w = await whatsappWorld(kind, { WHATSAPP_OTP_TEMPLATE: 'login_code', WHATSAPP_VERIFY_TOKEN: '' });
    adminToken = (
      await w.server.client().call(accountContract.login, {
        body: { login: 'admin@example.com', password: 'secret123' },
      })
    ).data.token;
    const ready = await campaignReady(w, 3);
    campaignId = (
      await ready.client.call(wc.createCampaign, { body: springSale(ready.templateId, [ready.groupId]) })
    ).data.id;
    await whatsappService(w.server.ctx).campaigns.idle();
    other = await registerUser(w.server, { companyName: 'Kumar Textiles' });
    otherNumber = await connectNumber(w, other.token);
  });
  afterAll(() => w?.close());

  it("lists every user's campaigns with the company, and Search by user name keeps that user's", async () => {
    const admin = w.server.client(adminToken);
    const all = (await admin.call(wc.adminCampaigns, { query: {} })).data;
    const row = all.records.find((r) => r.id === campaignId);
    expect(row).toMatchObject({
      companyName: 'Rao Sweets',
      userId: w.owner.id,
      name: 'Spring sale',
      templateName: 'spring_sale',
      totalMessages: 3,
    });
    const mine = (await admin.call(wc.adminCampaigns, { query: { Search: 'rao sweets' } })).data;
    expect(mine.records.map((r) => r.id)).toEqual([campaignId]);
    const theirs = (await admin.call(wc.adminCampaigns, { query: { Search: 'Kumar Textiles' } })).data;
    expect(theirs).toEqual({ records: [], total_Record_Count: 0 });
  });

  it('lists every connected number with its owner and what Meta says of it, never a token', async () => {
    const res = await w.server.inject({
      method: 'GET',
      url: `${wc.adminNumbers.path}?Search=${encodeURIComponent('Kumar Textiles')}`,
      headers: as(adminToken),
    });
    expect(res.statusCode).toBe(200);
    const { records } = res.json().data;
    expect(records).toEqual([
      expect.objectContaining({
        id: otherNumber.accountId,
        companyName: 'Kumar Textiles',
        phoneNumberId: otherNumber.phoneNumberId,
        displayPhoneNumber: otherNumber.displayPhoneNumber,
        qualityRating: 'GREEN',
        throughput: 80,
        messagingLimit: 'TIER_1K',
        botName: null,
      }),
    ]);
    expect(res.body).not.toContain(otherNumber.token);
    const all = (await w.server.client(adminToken).call(wc.adminNumbers, { query: {} })).data;
    expect(all.records.map((r) => r.companyName)).toEqual(
      expect.arrayContaining(['Rao Sweets', 'Kumar Textiles']),
    );
  });

  it('answers a User 403 on every admin endpoint', async () => {
    for (const e of [wc.adminCampaigns, wc.adminNumbers, wc.platformNumber]) {
      const res = await w.server.inject({ method: 'GET', url: e.path, headers: as(w.owner.token) });
      expect(res.statusCode, e.path).toBe(403);
    }
    const put = await w.server.inject({
      method: 'PUT',
      url: wc.connectPlatformNumber.path,
      headers: as(w.owner.token),
      payload: { businessId: '1', phoneNumberId: '1', waToken: 'x' },
    });
    expect(put.statusCode).toBe(403);
  });

  it("lets an Admin read any campaign's detail, messages and export; a User only their own", async () => {
    const admin = w.server.client(adminToken);
    const detail = (await admin.call(wc.campaignById, { params: { id: campaignId } })).data;
    expect(detail).toMatchObject({ id: campaignId, totalMessages: 3 });
    const messages = (await admin.call(wc.campaignMessages, { params: { id: campaignId }, query: {} })).data;
    expect(messages.total_Record_Count).toBe(3);
    const file = await w.server.inject({
      method: 'GET',
      url: `/api/WhatsAppCampaign/Campaign/${campaignId}/Messages?IsExport=true`,
      headers: as(adminToken),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');

    // Another user: the campaign does not exist for them.
    for (const url of [
      `/api/WhatsAppCampaign/Campaign/${campaignId}`,
      `/api/WhatsAppCampaign/Campaign/${campaignId}/Messages`,
      `/api/WhatsAppCampaign/Campaign/${campaignId}/Messages?IsExport=true`,
    ]) {
      const res = await w.server.inject({ method: 'GET', url, headers: as(other.token) });
      expect(res.statusCode, url).toBe(404);
    }
    // The owner still reads theirs.
    const own = await w.server.client(w.owner.token).call(wc.campaignById, { params: { id: campaignId } });
    expect(own.data.id).toBe(campaignId);
  });

  it('connects the platform number with the Cloud API check, keeps it in the Settings card, and sign-in codes go from it', async () => {
    const admin = w.server.client(adminToken);
    const platform = {
      phoneNumberId: '810001',
      businessId: '820001',
      token: 'platform-number-token',
      displayPhoneNumber: '+91 80000 11111',
      verifiedName: 'BizSuite',
      qualityRating: 'YELLOW',
      throughputLevel: 'HIGH' as const,
      messagingLimitTier: 'TIER_10K',
    };
    w.fake.addNumber(platform);
    const user = await registerUser(w.server);
    const askCode = () =>
      w.server.inject({
        method: 'POST',
        url: accountContract.loginWithOtp.path,
        payload: { countryCode: '91', mobileNumber: user.mobileNumber },
      });

    // Before: nothing to send codes from; the environment's App Secret shows as such.
    const before = (await admin.call(wc.platformNumber)).data;
    expect(before).toMatchObject({
      connected: false,
      state: null,
      hasAppSecret: true,
      verifyToken: null,
      environment: { appSecret: 'WHATSAPP_APP_SECRET' },
      callbackUrl: `${w.server.config.publicBaseUrl}/webhooks/whatsapp`,
    });
    expect((await askCode()).statusCode).toBe(503);

    const put = (payload: object) =>
      w.server.inject({
        method: 'PUT',
        url: wc.connectPlatformNumber.path,
        headers: as(adminToken),
        payload,
      });
    const fields = { businessId: platform.businessId, phoneNumberId: platform.phoneNumberId };

    // The connect form's messages; a token Meta refuses is 422 on the token and nothing is saved.
    const blank = await put({});
    expect(blank.statusCode).toBe(422);
    for (const m of [AM.businessIdRequired, AM.phoneNumberIdRequired, AM.tokenRequired])
      expect(blank.body).toContain(m);
    const refused = await put({ ...fields, waToken: 'not-the-token' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fieldErrors?.waToken ?? refused.body).toContain(
      'Invalid OAuth access token.',
    );
    expect((await admin.call(wc.platformNumber)).data.connected).toBe(false);
    // The card's own rule, on the form's field.
    const letters = await put({ ...fields, waToken: platform.token, appId: 'abc' });
    expect(letters.statusCode).toBe(422);

    const saved = await put({
      ...fields,
      waToken: platform.token,
      appId: '4455',
      appSecret: 'ignored-env-wins',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(PM.saved);
    expect(saved.json().data).toMatchObject({
      connected: true,
      businessId: platform.businessId,
      phoneNumberId: platform.phoneNumberId,
      appId: '4455',
      hasToken: true,
      state: {
        displayPhoneNumber: platform.displayPhoneNumber,
        verifiedName: 'BizSuite',
        qualityRating: 'YELLOW',
        throughput: 1000,
        messagingLimit: 'TIER_10K',
      },
      problem: null,
    });
    expect(saved.body).not.toContain(platform.token);
    expect(w.fake.subscribed).toContain(platform.businessId);
    // Meta's callback check passes with the verify token the page shows.
    const verifyToken: string = saved.json().data.verifyToken;
    expect(verifyToken.length).toBeGreaterThanOrEqual(20);
    const challenge = await w.server.inject({
      method: 'GET',
      url: `/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${verifyToken}&hub.challenge=4711`,
    });
    expect(challenge.statusCode).toBe(200);
    expect(challenge.body).toBe('4711');

    // The Settings card is where it lives: the same values there, the token only as set.
    const cards = await w.server.inject({
      method: 'GET',
      url: settingsContract.cards.path,
      headers: as(adminToken),
    });
    expect(cards.body).not.toContain(platform.token);
    const card = cards.json().data.find((c: { id: string }) => c.id === 'whatsapp');
    expect(card.fields).toMatchObject({
      token: { source: 'saved', set: true },
      phoneNumberId: { source: 'saved', value: platform.phoneNumberId },
      businessAccountId: { source: 'saved', value: platform.businessId },
      appId: { source: 'saved', value: '4455' },
      appSecret: { source: 'environment' },
    });

    // Read again from Meta on the next look; the token is in no answer.
    const again = await w.server.inject({
      method: 'GET',
      url: wc.platformNumber.path,
      headers: as(adminToken),
    });
    expect(again.json().data.state.qualityRating).toBe('YELLOW');
    expect(again.body).not.toContain(platform.token);

    // The OTP sender now sends from the saved number.
    const code = await askCode();
    expect(code.statusCode).toBe(200);
    const sent = w.fake.sent.filter((s) => s.to === `91${user.mobileNumber}`);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ phoneNumberId: platform.phoneNumberId, type: 'template' });
    expect(sent[0].body.template.name).toBe('login_code');
  });
});
