import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webContract as web } from '../../../src/shared/web/contract';
import { setSiteBot } from '../../../src/server/modules/web/service';
import { failure } from '../../billing/support';
import { setupAdmin } from '../../helpers/accounts';
import { dbKinds, startTestServer, type TestServer } from '../../helpers/server';
import { createSite, getSite, headOf, userWithBrand, XSS } from './support';

/** Issue 24, Publish: static files, precompressed, one switch, 3 versions kept, Rollback, unpublished changes. */
describe.each(dbKinds())('publishing a website (%s)', (kind) => {
  let server: TestServer;
  /** What the server warned, as JSON lines: an answer sent twice is warned. */
  const warned: { msg?: string; err?: { code?: string; message?: string } }[] = [];

  beforeAll(async () => {
    const logger = pino({ level: 'warn' }, { write: (line: string) => warned.push(JSON.parse(line)) });
    server = await startTestServer(kind, {}, { logger });
    await setupAdmin(server);
  });
  afterAll(() => server?.close());

  it('Publish serves every page at /s/{slug}: titles, meta description, product pages at their slugs, sitemap and robots', async () => {
    const user = await userWithBrand(server, {
      company: { companyName: 'Sunrise Bakery' },
      oneLine: 'Bread at dawn.',
    });
    const site = await createSite(server, user);
    const published = await user.c.call(web.publishWebsite, { params: { id: site.id } });
    expect(published.message).toBe('Website published');
    expect(published.data).toMatchObject({
      publishedVersion: 1,
      hasUnpublishedChanges: false,
      unpublishedReasons: [],
    });
    expect(published.data.lastPublishedDate).not.toBeNull();

    const home = await getSite(server, `/s/${site.slug}/`);
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headOf(home.body)).toEqual({ title: 'Sunrise Bakery', description: 'Bread at dawn.' });
    expect(home.headers['content-security-policy']).toContain("script-src 'self'");
    expect(home.headers['content-security-policy']).not.toContain("script-src 'self' 'unsafe-inline'");
    // The bot widget (issue 25) loads from the platform's origin and calls it from the page.
    const platform = new URL(server.config.publicBaseUrl).origin;
    expect(home.headers['content-security-policy']).toContain(`connect-src 'self' ${platform}`);
    expect(home.headers['x-content-type-options']).toBe('nosniff');
    expect(home.body).toMatch(/href="\/s\/_t\/\d+\/[0-9a-f]+\/site\.css"/);

    const about = await getSite(server, `/s/${site.slug}/about`);
    expect(headOf(about.body).title).toBe('About | Sunrise Bakery');
    const product = await getSite(server, `/s/${site.slug}/filter-coffee`);
    expect(product.statusCode).toBe(200);
    expect(headOf(product.body)).toEqual({
      title: 'South Indian Filter Coffee',
      description: 'Bread at dawn.',
    });
    expect((await getSite(server, `/s/${site.slug}/cold-brew`)).statusCode).toBe(200);

    const missing = await getSite(server, `/s/${site.slug}/no-such-page`);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('This page could not be found');

    const sitemap = await getSite(server, `/s/${site.slug}/sitemap.xml`);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain(`<loc>${server.config.publicBaseUrl}/s/${site.slug}/filter-coffee</loc>`);
    const robots = await getSite(server, `/s/${site.slug}/robots.txt`);
    expect(robots.body).toContain(`Sitemap: ${server.config.publicBaseUrl}/s/${site.slug}/sitemap.xml`);

    const bare = await getSite(server, `/s/${site.slug}`);
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe(`/s/${site.slug}/`);

    const versions = await user.c.call(web.websiteVersions, { params: { id: site.id } });
    expect(versions.data).toEqual([expect.objectContaining({ version: 1, isLive: true, pageCount: 8 })]);
  });

  it('pages are revalidated by ETag (304) and sent precompressed, brotli or gzip, by Accept-Encoding', async () => {
    const user = await userWithBrand(server, { company: { companyName: 'Etag Cafe' } });
    const site = await createSite(server, user);
    await user.c.call(web.publishWebsite, { params: { id: site.id } });
    const plain = await getSite(server, `/s/${site.slug}/`);
    const etag = String(plain.headers.etag);
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers.vary).toContain('Accept-Encoding');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const again = await getSite(server, `/s/${site.slug}/`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const br = await getSite(server, `/s/${site.slug}/`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await getSite(server, `/s/${site.slug}/`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('user text is data: XSS payloads in brand, category and product names are escaped and {{ 7*7 }} shows as typed', async () => {
    const user = await userWithBrand(server, {
      company: { companyName: `Evil ${XSS}`, address1: `<img src=x onerror=alert(9)>` },
      products: [
        { categoryName: `Cat ${XSS}`, products: [{ productName: '{{ 7*7 }}', productPageSlug: 'seven' }] },
        { categoryName: 'Plain', products: [{ productName: `Prod ${XSS}`, productPageSlug: 'prod' }] },
      ],
    });
    const site = await createSite(server, user);
    await user.c.call(web.publishWebsite, { params: { id: site.id } });
    for (const page of ['', 'products', 'seven', 'prod', 'about', 'contact']) {
      const html = (await getSite(server, `/s/${site.slug}/${page}`)).body;
      expect(html).not.toContain('<script>alert');
      expect(html).not.toMatch(/<img src=x/i);
      expect(html).not.toMatch(/<svg/i);
      expect(html).not.toContain('</title><');
    }
    const seven = (await getSite(server, `/s/${site.slug}/seven`)).body;
    expect(seven).toContain('{{ 7*7 }}');
    expect(seven).not.toContain('>49<');
    expect((await getSite(server, `/s/${site.slug}/products`)).body).toContain(
      'Cat &lt;script&gt;alert(1)&lt;/script&gt;',
    );
  });

  it('each page is answered once: a page found, a 304 and a missing page send one answer, nothing warned', async () => {
    const user = await userWithBrand(server, { company: { companyName: 'Once Cafe' } });
    const site = await createSite(server, user);
    await user.c.call(web.publishWebsite, { params: { id: site.id } });
    warned.length = 0;
    const home = await getSite(server, `/s/${site.slug}/`, { 'accept-encoding': 'br' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-encoding']).toBe('br');
    const again = await getSite(server, `/s/${site.slug}/`, { 'if-none-match': String(home.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect((await getSite(server, `/s/${site.slug}/about`)).statusCode).toBe(200);
    expect((await getSite(server, `/s/${site.slug}/nope`)).statusCode).toBe(404);
    expect(warned.map((w) => w.err?.code ?? w.msg)).toEqual([]);
  });

  it('a page fetched during a publish is wholly the old one or wholly the new one', async () => {
    const user = await userWithBrand(server, { company: { companyName: 'Atomic Cafe' } });
    const site = await createSite(server, user);
    await user.c.call(web.updateWebsite, {
      params: { id: site.id },
      body: { content: { hero_title: 'Old headline' } },
    });
    await user.c.call(web.publishWebsite, { params: { id: site.id } });
    const before = (await getSite(server, `/s/${site.slug}/`)).body;
    await user.c.call(web.updateWebsite, {
      params: { id: site.id },
      body: { content: { hero_title: 'New headline' } },
    });

    let done = false;
    const publishing = user.c.call(web.publishWebsite, { params: { id: site.id } }).finally(() => {
      done = true;
    });
    const seen: string[] = [];
    while (!done) {
      seen.push(
        (await getSite(server, `/s/${site.slug}/`, { 'accept-encoding': 'gzip' })).rawPayload.toString(
          'base64',
        ),
      );
      // A page served from memory never waits on I/O: let the publish's own I/O run between reads.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await publishing;
    const after = (await getSite(server, `/s/${site.slug}/`)).body;
    expect(after).toContain('New headline');
    expect(before).toContain('Old headline');
    for (const b64 of seen) {
      const body = zlib.gunzipSync(Buffer.from(b64, 'base64')).toString();
      expect([before, after]).toContain(body);
    }
  });

  it('3 versions are kept; Rollback makes a kept one live again and older folders are deleted', async () => {
    const user = await userWithBrand(server, { company: { companyName: 'Versions Cafe' } });
    const site = await createSite(server, user);
    for (const n of [1, 2, 3, 4]) {
      await user.c.call(web.updateWebsite, {
        params: { id: site.id },
        body: { content: { hero_title: `Headline ${n}` } },
      });
      await user.c.call(web.publishWebsite, { params: { id: site.id } });
    }
    const versions = await user.c.call(web.websiteVersions, { params: { id: site.id } });
    expect(versions.data.map((v) => [v.version, v.isLive])).toEqual([
      [4, true],
      [3, false],
      [2, false],
    ]);
    const dir = path.join(server.dataDir, 'sites', String(site.id));
    expect(fs.readdirSync(dir).sort()).toEqual(['v2', 'v3', 'v4']);
    expect((await getSite(server, `/s/${site.slug}/`)).body).toContain('Headline 4');

    const rolled = await user.c.call(web.rollbackWebsite, { params: { id: site.id }, body: { version: 2 } });
    expect(rolled.message).toBe('Website rolled back');
    expect(rolled.data.publishedVersion).toBe(2);
    expect(rolled.data.unpublishedReasons).toEqual(['content']);
    expect((await getSite(server, `/s/${site.slug}/`)).body).toContain('Headline 2');
    const gone = await failure(
      user.c.call(web.rollbackWebsite, { params: { id: site.id }, body: { version: 1 } }),
    );
    expect(gone.status).toBe(422);
  });

  it('unpublished changes are named: content after an edit, bot after setSiteBot; the next publish adds the widget', async () => {
    const user = await userWithBrand(server, { company: { companyName: 'Reasons Cafe' } });
    const site = await createSite(server, user);
    await user.c.call(web.publishWebsite, { params: { id: site.id } });
    expect((await user.c.call(web.myWebsite)).data).toMatchObject({
      hasUnpublishedChanges: false,
      unpublishedReasons: [],
    });

    await user.c.call(web.updateWebsite, {
      params: { id: site.id },
      body: { content: { hero_text: 'Changed' } },
    });
    expect((await user.c.call(web.myWebsite)).data).toMatchObject({
      hasUnpublishedChanges: true,
      unpublishedReasons: ['content'],
    });

    const withBot = await setSiteBot(server.ctx, user.id, {
      id: 42,
      widgetKey: 'k'.repeat(22),
      name: 'Helper',
    });
    expect(withBot.botId).toBe(42);
    expect(withBot.unpublishedReasons).toEqual(['content', 'bot']);
    expect((await getSite(server, `/s/${site.slug}/`)).body).not.toContain('/widget/v1.js');

    await user.c.call(web.publishWebsite, { params: { id: site.id } });
    const home = (await getSite(server, `/s/${site.slug}/`)).body;
    expect(home).toContain(`<script src="/widget/v1.js" data-bot-key="${'k'.repeat(22)}" defer></script>`);
    expect((await getSite(server, `/s/${site.slug}/about`)).body).toContain('/widget/v1.js');
    expect((await user.c.call(web.myWebsite)).data?.hasUnpublishedChanges).toBe(false);
  });
});
