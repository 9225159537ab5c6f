import fs from 'node:fs';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webTemplatesService } from '../../src/server/modules/web-templates/service';
import { sampleSite } from '../../src/server/modules/web-templates/sample-site';
import { sitePages } from '../../src/server/modules/web-templates/site-context';
import { webTemplatesContract as wt } from '../../src/shared/web-templates/contract';
import { WEB_TEMPLATE_MESSAGES as M } from '../../src/shared/web-templates/schemas';
import { setupAdmin } from '../helpers/accounts';
import { PNG, rawForm, upload } from '../helpers/brand';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';
import { minimalWebFiles, webZip } from '../helpers/web-template-package';

const minimalZip = (changes: Record<string, string> = {}) =>
  Buffer.from(
    zipSync(
      Object.fromEntries(
        Object.entries({ ...minimalWebFiles(), ...changes }).map(([n, t]) => [n, strToU8(t)]),
      ),
    ),
  );

/** Issue 24, Template format: web template packages uploaded by an Admin, checked before they are stored. */
describe.each(dbKinds())('web template packages (%s)', (kind) => {
  let server: TestServer;
  let token: string;
  let coverImageURL: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    token = await setupAdmin(server);
    coverImageURL = (await upload(server, token, PNG, 'png', true)).url;
    // The first web template call seeds the bundled default; the counts below start after it.
    await server.client(token).call(wt.webTemplates, { query: {} });
  });
  afterAll(() => server?.close());

  const stored = () => {
    const dir = path.join(server.dataDir, 'files', 'web-template-packages');
    return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.zip')).length : 0;
  };
  const post = (templateName: string, zip: Buffer, fileName = 'site.zip') =>
    rawForm(
      server,
      '/api/WebTemplate',
      token,
      { templateName, coverImageURL },
      { file: { name: fileName, data: zip } },
    );

  /** Posts a package that must be refused: 422, nothing stored; answers the problems listed. */
  async function refused(zip: Buffer, fileName?: string): Promise<string[]> {
    const before = stored();
    const res = await post(`Refused ${Math.random()}`, zip, fileName);
    expect(res.status, JSON.stringify(res.body).slice(0, 400)).toBe(422);
    expect(stored()).toBe(before);
    return Object.values(res.body.error.errors as Record<string, string>);
  }

  it('adds a good package: 201 with its check report, the zip stored', async () => {
    const before = stored();
    const res = await post('Clean Copy', webZip(), 'clean.zip');
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(M.added);
    expect(res.body.data.package).toMatchObject({
      fileName: 'clean.zip',
      report: {
        name: 'Clean Business',
        version: '1.0.0',
        pagesRendered: ['home', 'about', 'contact', 'products', 'product', 'updates', 'update', '404'],
      },
    });
    expect(res.body.data.package.report.settings.map((s: { key: string }) => s.key)).toContain(
      'accent_color',
    );
    expect(stored()).toBe(before + 1);
  });

  it('refuses a bad zip naming the file: zip slip, a link, SVG, a missing page; not a zip at all', async () => {
    expect(await refused(webZip({ '../../evil.liquid': 'x' }))).toEqual([
      '../../evil.liquid: ".." is not allowed in paths',
    ]);
    expect(await refused(webZip({ 'assets/logo.svg': '<svg onload="alert(1)"/>' }))).toEqual([
      'assets/logo.svg: SVG files are not allowed (they can carry scripts)',
    ]);
    expect(await refused(webZip({ 'pages/404.liquid': null }))).toEqual(['pages/404.liquid is missing']);
    const link = zipSync({
      ...Object.fromEntries(Object.entries(minimalWebFiles()).map(([n, t]) => [n, strToU8(t)])),
      'partials/x.liquid': [strToU8('/etc/passwd'), { os: 3, attrs: (0o120777 << 16) >>> 0 }],
    });
    expect(await refused(Buffer.from(link))).toEqual([
      'partials/x.liquid: links are not allowed in a package',
    ]);
    expect(await refused(Buffer.from('PK\u0003\u0004 not really a zip'))).toEqual([
      'The file is not a valid zip archive',
    ]);
    expect(await refused(webZip(), 'site.rar')).toEqual([M.packageType]);
  });

  it('refuses a page that fails to render with the sample business: file, line and Liquid’s message', async () => {
    const problems = await refused(
      minimalZip({ 'pages/about.liquid': '<h1>{{ site.name }}</h1>\n{{ site.name | no_such_filter }}' }),
    );
    expect(problems).toEqual(['pages/about.liquid, line 2: undefined filter: no_such_filter']);
    const partial = await refused(
      minimalZip({ 'pages/home.liquid': "{% render 'card' %}", 'partials/card.liquid': 'ok\n\n{% if %}' }),
    );
    expect(partial).toEqual([expect.stringMatching(/^partials\/card\.liquid, line 3: /)]);
    expect(await refused(minimalZip({ 'pages/home.liquid': "{{ 'missing.css' | asset_url }}" }))).toEqual([
      'pages/home.liquid, line 1: assets/missing.css is not in the template',
    ]);
    expect(await refused(minimalZip({ 'pages/contact.liquid': '<script>alert(1)</script>' }))).toEqual([
      'pages/contact.liquid: the page has an inline <script>; load scripts from assets/',
    ]);
  });

  it('asks for the package on add; an edit keeps it, or replaces it after the same checks', async () => {
    const none = await rawForm(server, '/api/WebTemplate', token, { templateName: 'No Zip', coverImageURL });
    expect([none.status, none.body.error.errors]).toEqual([422, { file: M.packageRequired }]);

    const added = (await post('Replaced Later', minimalZip())).body.data;
    const renamed = await rawForm(
      server,
      `/api/WebTemplate/${added.id}`,
      token,
      { templateName: 'Renamed', coverImageURL },
      {},
      'PUT',
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.package).toEqual(added.package);

    const before = stored();
    const bad = await rawForm(
      server,
      `/api/WebTemplate/${added.id}`,
      token,
      { templateName: 'Renamed', coverImageURL },
      { file: { name: 'v2.zip', data: minimalZip({ 'layout.liquid': '{% for %}' }) } },
      'PUT',
    );
    expect(bad.status).toBe(422);
    expect(bad.body.error.errors['problems.0']).toMatch(/^layout\.liquid, line 1: /);
    const replaced = await rawForm(
      server,
      `/api/WebTemplate/${added.id}`,
      token,
      { templateName: 'Renamed', coverImageURL },
      { file: { name: 'v2.zip', data: webZip() } },
      'PUT',
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.package).toMatchObject({
      fileName: 'v2.zip',
      report: { name: 'Clean Business' },
    });
    // The old zip went with its row's reference; one zip still stored for the template.
    expect(stored()).toBe(before);
  });

  it('a deleted template leaves the list but still renders for the sites built on it, escaping user text', async () => {
    const added = (await post('Soon Gone', webZip())).body.data;
    await server.client(token).call(wt.deleteWebTemplate, { params: { id: added.id } });
    const listed = await server.client(token).call(wt.webTemplates, { query: { Search: 'soon gone' } });
    expect(listed.data.total_Record_Count).toBe(0);

    const renderer = await webTemplatesService(server.ctx).renderer(added.id, { assetUrl: (p) => `/a/${p}` });
    const site = sampleSite(renderer!.manifest.settings);
    site.categories = [
      {
        categoryName: 'Drinks',
        products: [{ productName: '{{ 7*7 }}<img src=x onerror=alert(1)>', productPageSlug: 'seven' }],
      },
    ];
    const product = sitePages(site).find((p) => p.name === 'product')!;
    const html = await renderer!.renderPage(site, product);
    expect(html).toContain('{{ 7*7 }}&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain(
      '<meta name="description" content="Fresh coffee, baked goods and a quiet corner in Koregaon Park.">',
    );
    expect(html).toContain('<link rel="stylesheet" href="/a/assets/site.css">');
  });
});
