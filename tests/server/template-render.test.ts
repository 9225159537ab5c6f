import { renderAsync } from '@resvg/resvg-js';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandContract } from '../../src/shared/brand/contract';
import { escapeText } from '../../src/shared/templates/xml';
import { renderOptions } from '../../src/server/modules/templates/render';
import { registerUser, setupAdmin } from '../helpers/accounts';
import { companyForm, upload } from '../helpers/brand';
import { startTestServer, type TestServer } from '../helpers/server';
import { createTemplate, textLayout, textPackage } from '../helpers/template-package';

const WIDTH = 400;

/** The test layout with its tokens as the template sets them and this text written in. */
const writtenIn = (text: string) =>
  textLayout(escapeText(text)).replace('{{bg_color}}', '#FFFFFF').replace('{{primary_color}}', '#2F54EB');

/** The same SVG drawn by resvg directly, with the renderer's options (its fonts, no system fonts). */
async function drawnDirectly(svg: string) {
  return PNG.sync.read((await renderAsync(svg, renderOptions([], WIDTH))).asPng());
}

const differingPixels = (a: PNG, b: PNG) =>
  pixelmatch(a.data, b.data, undefined, a.width, a.height, { threshold: 0 });

/**
 * Issue 12, Tests: "A render test draws a test-built package with a brand, checks the PNG's width and
 * height, and compares pixels with the same SVG drawn with the company name written in: equal; another
 * name differs." Brand text such as `<b>&` renders as typed (Bad input).
 */
describe('a template drawn with a brand', () => {
  let server: TestServer;
  let templateId: number;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
    const admin = await setupAdmin(server);
    const template = await createTemplate(server, admin, { primary_color: '#2F54EB' }, textPackage('Sample'));
    templateId = template.id;
  });
  afterAll(() => server?.close());

  async function drawnFor(companyName: string) {
    const user = await registerUser(server);
    const logo = await upload(server, user.token);
    await server
      .client(user.token)
      .call(brandContract.saveCompany, { body: companyForm(logo.url, { companyName }) });
    const res = await server.inject({
      method: 'GET',
      url: `/api/Template/${templateId}/Render?width=${WIDTH}`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    return PNG.sync.read(res.rawPayload);
  }

  it('is the layout with the company name written in, at the width asked', async () => {
    const png = await drawnFor('Acme Traders');
    expect({ width: png.width, height: png.height }).toEqual({ width: WIDTH, height: 200 });
    expect(differingPixels(png, await drawnDirectly(writtenIn('Acme Traders')))).toBe(0);
    expect(differingPixels(png, await drawnDirectly(writtenIn('Other Name Ltd')))).toBeGreaterThan(0);
    // The sample content is gone.
    expect(differingPixels(png, await drawnDirectly(writtenIn('Sample')))).toBeGreaterThan(0);
  });

  it('shows brand text such as <b>& as typed', async () => {
    const png = await drawnFor('<b>&</b> "Co"');
    expect(differingPixels(png, await drawnDirectly(writtenIn('<b>&</b> "Co"')))).toBe(0);
    expect(differingPixels(png, await drawnDirectly(writtenIn('&"Co"')))).toBeGreaterThan(0);
  });
});
