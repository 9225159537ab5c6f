import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webContract as wc } from '../../../src/shared/web/contract';
import type { WebsiteAnalytics } from '../../../src/shared/web/schemas';
import { webAnalyticsJob } from '../../../src/server/modules/web/analytics/jobs';
import { beaconScriptUrl } from '../../../src/server/modules/web/analytics/beacon';
import { setupAdmin } from '../../helpers/accounts';
import { dbKinds, startTestServer, type TestServer } from '../../helpers/server';
import { movableClock, ownerWithPublishedSite, type Owner } from './forms-support';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const SAFARI_IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const HEADLESS =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36';
const HOST = 'sites.example.in:8443';

/** Issue 24, Analytics: the beacon, cookie-less visitors, bots, sources, rollups and the summary. */
describe.each(dbKinds())('website analytics (%s)', (kind) => {
  let server: TestServer;
  // 11:30 in Asia/Kolkata on 10 June.
  const time = movableClock('2026-06-10T06:00:00.000Z');
  let alice: Owner;
  let bob: Owner;
  let site: { id: number; slug: string };

  /** What the site's script sends as a page of the site loads. */
  const view = (
    page: string,
    opts: { ua?: string; ip?: string; referrer?: string; utm?: string; slug?: string } = {},
  ) => {
    const slug = opts.slug ?? site.slug;
    return server.inject({
      method: 'POST',
      url: `/s/${slug}/_b`,
      remoteAddress: opts.ip ?? '203.0.113.20',
      headers: {
        host: HOST,
        'content-type': 'text/plain;charset=UTF-8',
        'user-agent': opts.ua ?? CHROME_WINDOWS,
      },
      payload: JSON.stringify({
        path: `/s/${slug}/${page}`,
        referrer: opts.referrer ?? '',
        utm_source: opts.utm ?? '',
      }),
    });
  };
  const summary = async (StartDate: string, EndDate = StartDate, token = alice.token) =>
    (await server.client(token).call(wc.websiteAnalytics, { query: { StartDate, EndDate } })).data;
  const sourceOf = (s: WebsiteAnalytics, source: string) => s.sources.find((x) => x.source === source);

  beforeAll(async () => {
    server = await startTestServer(kind, {}, { clock: time.clock });
    await setupAdmin(server);
    ({ owner: alice, site } = await ownerWithPublishedSite(server, 'Alice Sweets'));
    ({ owner: bob } = await ownerWithPublishedSite(server, 'Bob Bakery'));
  });
  afterAll(async () => {
    await server?.close();
  });

  it('counts views without cookies: the same visitor once a day, another browser or address another visitor', async () => {
    const first = await view('');
    expect(first.statusCode).toBe(204);
    expect(first.headers['set-cookie']).toBeUndefined();
    await view('about');
    await view('', { ua: SAFARI_IPHONE, ip: '198.51.100.9' });
    await view('', { ua: SAFARI_IPAD, ip: '198.51.100.10' });

    const s = await summary('2026-06-10');
    expect(s.totals).toEqual({ views: 4, visitors: 3, pagesPerVisit: 1.3 });
    expect(s.daily).toEqual([{ date: '2026-06-10', views: 4, visitors: 3 }]);
    expect(s.topPages).toEqual([
      { path: '/', views: 3, visitors: 3 },
      { path: '/about', views: 1, visitors: 1 },
    ]);
    expect(s.devices).toEqual(
      expect.arrayContaining([
        { device: 'desktop', visitors: 1 },
        { device: 'mobile', visitors: 1 },
        { device: 'tablet', visitors: 1 },
      ]),
    );
    // Nothing the visitor's browser could keep: no cookie on the script, the token or the beacon.
    const script = await server.inject({ method: 'GET', url: (await beaconScriptUrl(server.ctx))! });
    const token = await server.inject({ method: 'GET', url: `/s/${site.slug}/_forms/token` });
    expect([script.headers['set-cookie'], token.headers['set-cookie']]).toEqual([undefined, undefined]);
  });

  it('drops crawlers and headless browsers (isbot), and requests without a browser', async () => {
    const before = (await summary('2026-06-10')).totals.views;
    for (const ua of [GOOGLEBOT, HEADLESS, ''])
      expect((await view('', { ua, ip: '192.0.2.77' })).statusCode).toBe(204);
    expect((await summary('2026-06-10')).totals.views).toBe(before);
  });

  it('classifies sources from the referrer and utm_source; a move inside the site keeps the source of arrival', async () => {
    const ip = (n: number) => `192.0.2.${n}`;
    await view('', { ip: ip(1), referrer: 'https://www.google.co.in/' });
    await view('contact', { ip: ip(1), referrer: `https://${HOST}/s/${site.slug}/` });
    await view('', { ip: ip(2), utm: 'facebook', referrer: 'https://www.google.com/' });
    await view('', { ip: ip(3), referrer: 'https://l.instagram.com/' });
    await view('', { ip: ip(4), referrer: 'https://blog.example.org/post' });
    // Arriving from a page of the site with no earlier view today: direct.
    await view('about', { ip: ip(5), referrer: `https://${HOST}/s/${site.slug}/` });

    const s = await summary('2026-06-10');
    expect(sourceOf(s, 'search')).toEqual({ source: 'search', views: 2, visitors: 1 });
    expect(sourceOf(s, 'facebook')).toEqual({ source: 'facebook', views: 1, visitors: 1 });
    expect(sourceOf(s, 'instagram')).toEqual({ source: 'instagram', views: 1, visitors: 1 });
    expect(sourceOf(s, 'other')).toEqual({ source: 'other', views: 1, visitors: 1 });
    // The first test's 4 views and ip(5)'s move.
    expect(sourceOf(s, 'direct')).toEqual({ source: 'direct', views: 5, visitors: 4 });
  });

  it("a new day has a new salt: the same browser counts again and yesterday's salt is deleted", async () => {
    const salts = () => server.ctx.db.selectFrom('website_salts').select('day').execute();
    expect(await salts()).toEqual([{ day: '2026-06-10' }]);
    time.set('2026-06-11T04:00:00.000Z');
    await view('');
    expect(await salts()).toEqual([{ day: '2026-06-11' }]);
    const two = await summary('2026-06-10', '2026-06-11');
    expect(two.daily).toEqual([
      { date: '2026-06-10', views: 10, visitors: 8 },
      { date: '2026-06-11', views: 1, visitors: 1 },
    ]);
    expect(two.totals.visitors).toBe(9);
    // A range answers only its days.
    expect((await summary('2026-06-11')).totals).toEqual({ views: 1, visitors: 1, pagesPerVisit: 1 });
  });

  it('the daily job rolls past days up; the summary reads the same, and raw views go after 90 days', async () => {
    const before = await summary('2026-06-09', '2026-06-11');
    const run = await webAnalyticsJob.run(server.ctx);
    expect(run).toMatchObject({ daysRolledUp: 1 });
    expect(await summary('2026-06-09', '2026-06-11')).toEqual(before);
    expect(before.daily[0]).toEqual({ date: '2026-06-09', views: 0, visitors: 0 });

    // 91 days on, 10 June's raw views are deleted; its rollups stay.
    const raw = (day: string) =>
      server.ctx.db.selectFrom('website_events').select('id').where('day', '=', day).execute();
    time.set('2026-09-09T06:00:00.000Z');
    const later = await webAnalyticsJob.run(server.ctx);
    expect(later).toMatchObject({ daysRolledUp: 1, viewsDeleted: 10 });
    expect(await raw('2026-06-10')).toEqual([]);
    expect((await raw('2026-06-11')).length).toBe(1);
    time.set('2026-06-11T05:00:00.000Z');
    expect(await summary('2026-06-09', '2026-06-11')).toEqual(before);
  });

  it("another user's summary never holds this site's views", async () => {
    const s = await summary('2026-06-10', '2026-06-11', bob.token);
    expect(s.totals).toEqual({ views: 0, visitors: 0, pagesPerVisit: 0 });
    expect([s.topPages, s.sources]).toEqual([[], []]);
  });

  it('refuses a reversed or over-long range, and junk beacons, with 4xx', async () => {
    const bad = (StartDate: string, EndDate: string) =>
      server.inject({
        method: 'GET',
        url: `/api/Website/Analytics?StartDate=${StartDate}&EndDate=${EndDate}`,
        headers: { authorization: `Bearer ${alice.token}` },
      });
    expect((await bad('2026-06-11', '2026-06-10')).statusCode).toBe(422);
    expect((await bad('2025-01-01', '2026-06-10')).statusCode).toBe(422);
    expect((await bad('2026-02-31', '2026-03-01')).statusCode).toBe(422);
    expect((await bad('yesterday', '2026-03-01')).statusCode).toBe(400);

    const beacon = (payload: string, slug = site.slug) =>
      server.inject({
        method: 'POST',
        url: `/s/${slug}/_b`,
        headers: { 'content-type': 'text/plain', 'user-agent': CHROME_WINDOWS },
        payload,
      });
    expect((await beacon('{not json')).statusCode).toBe(400);
    expect((await beacon(JSON.stringify({ path: 'x'.repeat(400) }))).statusCode).toBe(400);
    expect((await beacon('x'.repeat(5000))).statusCode).toBe(413);
    expect((await beacon(JSON.stringify({ path: '/s/nope/' }), 'nope')).statusCode).toBe(404);
  });

  it('serves the site script under 1 KB at its hashed name, immutable; an older name gets it revalidated', async () => {
    const url = (await beaconScriptUrl(server.ctx))!;
    expect(url).toMatch(/^\/s\/_platform\/beacon\.[0-9a-f]{12}\.js$/);
    const res = await server.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/javascript');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.body).toContain('sendBeacon');
    expect(res.body).not.toMatch(/cookie|localStorage|sessionStorage/);
    const old = await server.inject({ method: 'GET', url: '/s/_platform/beacon.000000000000.js' });
    expect([old.statusCode, old.headers['cache-control']]).toEqual([200, 'no-cache']);
    expect((await server.inject({ method: 'GET', url: '/s/_platform/other.js' })).statusCode).toBe(404);
  });
});
