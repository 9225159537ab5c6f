import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignsContract as cc } from '../../src/shared/campaigns/contract';
import { visitorTextRequired } from '../../src/shared/campaigns/rules';
import type { Campaign, CampaignForm } from '../../src/shared/campaigns/schemas';
import { registerUser, setupAdmin } from '../helpers/accounts';
import { givePlan } from '../helpers/plans';
import { dbKinds, seedSettings, startTestServer, type TestServer } from '../helpers/server';
import { createCampaign, visit, VISITOR_TEXTS } from './campaign-support';

const formOf = (c: Campaign, overrides: Partial<CampaignForm> = {}): CampaignForm => ({
  campaignName: c.campaignName,
  url: c.url,
  campaignImagePath: c.campaignImagePath,
  bannerImagePath: c.bannerImagePath,
  imageType: c.imageType,
  imageHeight: c.imageHeight,
  imageLength: c.imageLength,
  imageX: c.imageX,
  imageY: c.imageY,
  isImageDisplay: c.isImageDisplay,
  txt1: c.txt1,
  txt2: c.txt2,
  txt3: c.txt3,
  ...overrides,
});

/** The campaign the page carries as JSON. */
const dataOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="campaign-data">(.*)<\/script>/.exec(html)![1]) as {
    campaignName: string;
    waterMark: boolean;
    publicUrl: string;
  };

/**
 * Issue 28: the public campaign page is served from memory with an ETag, as the card page is, and
 * never shows a campaign as it was before a change; visits are checked against the campaign as it
 * is now, also when another server instance changed it.
 */
describe.each(dbKinds())('the public campaign page from memory (%s)', (kind) => {
  let server: TestServer;
  let token: string;
  let adminToken: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    adminToken = await setupAdmin(server);
    const user = await registerUser(server, { companyName: 'Cache Sweets' });
    token = user.token;
    await givePlan(server, user.id, { 5: 20 });
  });
  afterAll(() => server?.close());

  const page = (url: string, etag?: string) =>
    server.inject({ method: 'GET', url: `/p/${url}`, headers: etag ? { 'if-none-match': etag } : {} });

  it('answers an ETag, and 304 with no body to a browser that holds the page', async () => {
    const c = await createCampaign(server, token);
    const first = await page(c.url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await page(c.url, etag);
    expect([again.statusCode, again.body, again.headers.etag]).toEqual([304, '', etag]);
    // The same page again, byte for byte, with its CSP.
    const third = await page(c.url, '"another"');
    expect([third.statusCode, third.body, third.headers.etag]).toEqual([200, first.body, etag]);
    expect(third.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });

  it('an edit, an admin option, a new url and a delete show at once', async () => {
    const c = await createCampaign(server, token);
    const before = await page(c.url);
    const etag = String(before.headers.etag);

    await server.client(token).call(cc.updateCampaign, {
      params: { id: c.id },
      body: formOf(c, { campaignName: 'Holi <Offer>' }),
    });
    const edited = await page(c.url, etag);
    expect(edited.statusCode).toBe(200);
    expect(edited.headers.etag).not.toBe(etag);
    expect(dataOf(edited.body).campaignName).toBe('Holi <Offer>');
    expect(edited.body).toContain('<title>Holi &lt;Offer&gt;</title>');

    // Show Watermark alone (the save that changes no content).
    const current = (await server.client(token).call(cc.campaignById, { params: { id: c.id } })).data;
    await server.client(adminToken).call(cc.updateCampaign, {
      params: { id: c.id },
      body: formOf(current, { waterMark: false }),
    });
    expect(dataOf((await page(c.url)).body).waterMark).toBe(false);

    const moved = `${c.url}-new`;
    await server.client(token).call(cc.updateCampaign, {
      params: { id: c.id },
      body: formOf(current, { url: moved }),
    });
    expect((await page(c.url)).statusCode).toBe(404);
    expect((await page(moved)).statusCode).toBe(200);

    await server.client(token).call(cc.deleteCampaign, { params: { id: c.id } });
    const deleted = await page(moved, etag);
    expect(deleted.statusCode).toBe(404);
    expect(deleted.body).toContain('Campaign not found');
  });

  it('a change of the campaign page address in Settings shows at once', async () => {
    const c = await createCampaign(server, token);
    expect(dataOf((await page(c.url)).body).publicUrl).toBe(`${server.config.publicBaseUrl}/p/${c.url}`);
    await seedSettings(server, { general: { campaignBaseUrl: 'https://offers.example.com' } });
    try {
      const html = (await page(c.url)).body;
      expect(dataOf(html).publicUrl).toBe(`https://offers.example.com/${c.url}`);
      expect(html).toContain(`<meta property="og:url" content="https://offers.example.com/${c.url}">`);
    } finally {
      await seedSettings(server, { general: { campaignBaseUrl: '' } });
    }
  });

  it('a visit is checked against the campaign as it is now, though another instance changed or deleted it', async () => {
    const c = await createCampaign(server, token);
    expect((await page(c.url)).statusCode).toBe(200); // the row is in memory now
    expect((await visit(server, c.url)).status).toBe(200);

    // Another instance asks for a wish too (its own save: a new updated_at).
    const { db } = server.ctx;
    const row = await db
      .selectFrom('campaigns')
      .select('layout')
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    const layout = JSON.parse(row.layout) as Record<string, Record<string, unknown>>;
    layout.txt2 = { ...layout.txt2, collectData: true, caption: 'Your Wish' };
    await db
      .updateTable('campaigns')
      .set({ layout: JSON.stringify(layout), updated_at: new Date(Date.now() + 60_000).toISOString() })
      .where('id', '=', c.id)
      .execute();
    const refused = await visit(server, c.url, VISITOR_TEXTS, '203.0.113.8');
    expect([refused.status, refused.body.error.errors]).toEqual([
      422,
      { txt2: visitorTextRequired('Your Wish') },
    ]);
    const counted = await visit(server, c.url, { ...VISITOR_TEXTS, txt2: 'Happy Holi' }, '203.0.113.8');
    expect([counted.status, counted.body.data.visitorCount]).toEqual([200, 2]);

    await db.deleteFrom('campaigns').where('id', '=', c.id).execute();
    const gone = await visit(server, c.url, { ...VISITOR_TEXTS, txt2: 'Happy Holi' }, '203.0.113.9');
    expect([gone.status, gone.body.error.errorCode]).toEqual([404, 'CampaignNotFound']);
  });

  it('visits arriving together are each counted once, each on a row of its own', async () => {
    const c = await createCampaign(server, token);
    await page(c.url);
    const names = Array.from({ length: 12 }, (_, i) => `Visitor ${i + 1}`);
    const answers = await Promise.all(
      names.map((txt1, i) => visit(server, c.url, { ...VISITOR_TEXTS, txt1 }, `198.51.100.${i + 1}`)),
    );
    expect(answers.map((a) => a.status)).toEqual(names.map(() => 200));
    const data = answers.map((a) => a.body.data as { visitorId: number; visitorCount: number });
    expect(data.map((d) => d.visitorCount).sort((a, b) => a - b)).toEqual(names.map((_, i) => i + 1));
    expect(new Set(data.map((d) => d.visitorId)).size).toBe(names.length);

    const { records, total_Record_Count } = (
      await server
        .client(token)
        .call(cc.campaignVisitors, { params: { campId: c.id }, query: { pagesize: 30 } })
    ).data;
    expect(total_Record_Count).toBe(names.length);
    const nameOf = new Map(records.map((r) => [r.id, r.txt1]));
    expect(data.map((d) => nameOf.get(d.visitorId))).toEqual(names);
    expect(
      (await server.client(token).call(cc.campaignById, { params: { id: c.id } })).data.visitorCount,
    ).toBe(names.length);
  });
});
