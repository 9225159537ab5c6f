import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignsContract as cc } from '../../src/shared/campaigns/contract';
import { registerUser } from '../helpers/accounts';
import { givePlan } from '../helpers/plans';
import { startTestServer, type TestServer } from '../helpers/server';
import { createCampaign, inlineImage, jpeg } from './campaign-support';

const XSS = `"><script>alert('x')</script><img src=x onerror=alert(1)>`;

/** Issue 15, Public page: the server's side of `/p/{url}` (the page's script is built elsewhere). */
describe('the public campaign page', () => {
  let server: TestServer;
  let staticDir: string;
  let user: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(fs.realpathSync('/tmp'), 'campaign-static-'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>app</title>');
    fs.mkdirSync(path.join(staticDir, 'p-assets'));
    fs.writeFileSync(path.join(staticDir, 'p-assets', 'campaign-page.js'), 'console.log("page");');
    server = await startTestServer('sqlite', {
      STATIC_DIR: staticDir,
      PUBLIC_BASE_URL: 'https://app.example.com',
    });
    user = await registerUser(server);
    await givePlan(server, user.id, { 5: 5 });
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it('serves an HTML shell with Open Graph title and image, texts escaped, scripts from this server only', async () => {
    const c = await createCampaign(server, user.token, {
      campaignName: `Diwali ${XSS}`,
      url: 'diwali-offer',
      campaignImage: inlineImage(jpeg(1200, 630)),
      txt1: { isDisplay: true, caption: `Name ${XSS}` },
    });
    const res = await server.inject({ method: 'GET', url: '/p/diwali-offer' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    const html = res.body;
    expect(html).toContain(
      `<meta property="og:title" content="Diwali &quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;">`,
    );
    expect(html).toContain(`<meta property="og:image" content="${c.campaignImagePath}">`);
    expect(html).toContain('<meta property="og:url" content="https://app.example.com/p/diwali-offer">');
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain('<script src="/p-assets/campaign-page.js" defer></script>');
    // The only executable script is the page's own file; the campaign is inert JSON with < escaped.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).not.toContain("<script>alert('x')</script>");
    const data = /<script type="application\/json" id="campaign-data">(.*)<\/script>/.exec(html)![1];
    expect(data).not.toContain('<');
    expect(JSON.parse(data)).toMatchObject({
      campaignName: `Diwali ${XSS}`,
      campaignImageWidth: 1200,
      txt1: { caption: `Name ${XSS}` },
    });
  });

  it('answers the public campaign as JSON with root-relative images, the layout and whether WhatsApp send applies', async () => {
    const c = await createCampaign(server, user.token, {
      url: 'holi-page',
      bannerImage: inlineImage(jpeg(1000, 250)),
    });
    const { data } = await server.client().call(cc.publicCampaign, { params: { url: 'holi-page' } });
    expect(data).toMatchObject({
      campaignName: c.campaignName,
      publicUrl: 'https://app.example.com/p/holi-page',
      campaignImagePath: new URL(c.campaignImagePath).pathname,
      bannerImagePath: new URL(c.bannerImagePath!).pathname,
      waterMark: true,
      imageType: 'circle',
      imageLength: 200,
      whatsappSend: false,
    });
    expect(data.txt1).toMatchObject({ caption: 'Your Name', isDisplay: true, fontUrl: null });
    // Nothing private: no owner, no visitor count.
    expect(Object.keys(data)).not.toContain('userId');
    expect(Object.keys(data)).not.toContain('visitorCount');
    const image = await server.inject({ method: 'GET', url: data.campaignImagePath });
    expect(image.statusCode).toBe(200);
  });

  it('an unknown campaign is a 404 page', async () => {
    const res = await server.inject({ method: 'GET', url: '/p/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Campaign not found');
    expect(res.headers['content-security-policy']).toBeTruthy();
  });

  it('serves the page script from the static folder’s p-assets, and nothing else from there', async () => {
    const js = await server.inject({ method: 'GET', url: '/p-assets/campaign-page.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(js.body).toBe('console.log("page");');
    // A file that appears after start (a later build): served by the campaign routes.
    fs.writeFileSync(path.join(staticDir, 'p-assets', 'campaign-page.css'), 'main{margin:0}');
    const css = await server.inject({ method: 'GET', url: '/p-assets/campaign-page.css' });
    expect([css.statusCode, css.headers['content-type'], css.body]).toEqual([
      200,
      'text/css; charset=utf-8',
      'main{margin:0}',
    ]);
    const again = await server.inject({
      method: 'GET',
      url: '/p-assets/campaign-page.css',
      headers: { 'if-none-match': String(css.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    for (const url of ['/p-assets/missing.js', '/p-assets/..%2Findex.html', '/p-assets/index.html'])
      expect((await server.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });
});
