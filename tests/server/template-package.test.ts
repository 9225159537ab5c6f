import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { zipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PACKAGE_BYTES } from '../../src/shared/templates/package-rules';
import { setupAdmin } from '../helpers/accounts';
import { PNG, rawForm } from '../helpers/brand';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';
import { manifest, sampleFiles, textLayout, uploadPackage, zipPackage } from '../helpers/template-package';

const TTF = fs.readFileSync(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));

/** A valid package's files, with some replaced or added. */
const files = (changes: Record<string, string | Uint8Array | null> = {}) => {
  const out: Record<string, string | Uint8Array> = {
    'layout.svg': textLayout(),
    'template.json': manifest({ keys: ['company_name'] }),
  };
  for (const [name, content] of Object.entries(changes))
    if (content === null) delete out[name];
    else out[name] = content;
  return out;
};
const svg = (body: string, rootAttrs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="400" height="200" ${rootAttrs}>${body}</svg>`;

/** Issue 12, Bad input: each kind of bad package answers 422 listing each problem, and nothing is stored. */
describe.each(dbKinds())('template packages (%s)', (kind) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    token = await setupAdmin(server);
  });
  afterAll(() => server?.close());

  const stored = async () => {
    const row = await server.ctx.db
      .selectFrom('template_packages')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    const dir = path.join(server.dataDir, 'files', 'template-packages');
    const zips = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.zip')) : [];
    return { rows: Number(row.n), files: zips.length };
  };

  /** Uploads bytes; expects 422, nothing stored, and answers the problems listed. */
  async function refused(zip: Buffer | Uint8Array, fileName = 'design.zip'): Promise<string[]> {
    const before = await stored();
    const res = await rawForm(
      server,
      '/api/Template/Package',
      token,
      {},
      {
        file: { name: fileName, data: Buffer.from(zip) },
      },
    );
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(422);
    expect(res.body.success).toBe(false);
    expect(await stored()).toEqual(before);
    return Object.values(res.body.error.errors as Record<string, string>);
  }
  const refusedFiles = (changes: Record<string, string | Uint8Array | null>) =>
    refused(zipPackage(files(changes)));

  it('stores a valid package, the sample too, and one zipped with its folder', async () => {
    const before = await stored();
    await uploadPackage(server, token, zipPackage(files()));
    const sample = await uploadPackage(server, token, zipPackage(sampleFiles()));
    expect(sample.name).toBe('Festive Offer');
    const wrapped: Record<string, Uint8Array | string> = {};
    for (const [name, content] of Object.entries(sampleFiles())) wrapped[`festive/${name}`] = content;
    const fromFolder = await uploadPackage(server, token, zipPackage(wrapped));
    expect(fromFolder.files).toContain('layout.svg');
    const withFont = await uploadPackage(server, token, zipPackage(files({ 'fonts/DejaVuSans.ttf': TTF })));
    expect(withFont.files).toContain('fonts/DejaVuSans.ttf');
    expect(await stored()).toEqual({ rows: before.rows + 4, files: before.files + 4 });
  });

  it('refuses what is not a zip, and a zip over 20 MB', async () => {
    expect(await refused(Buffer.from('not a zip at all'))).toEqual(['The file is not a valid zip archive']);
    // One byte past the limit: refused as it streams (413), nothing stored.
    const zipStart = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
    const big = Buffer.concat([zipStart, Buffer.alloc(MAX_PACKAGE_BYTES + 1 - zipStart.length, 1)]);
    const before = await stored();
    const res = await rawForm(
      server,
      '/api/Template/Package',
      token,
      {},
      { file: { name: 'big.zip', data: big } },
    );
    expect([res.status, res.body.error.errors]).toEqual([413, { file: 'The zip file is larger than 20 MB' }]);
    expect(await stored()).toEqual(before);
    expect(await refused(zipPackage(files()), 'a.rar')).toEqual(['Choose a .zip file']);
  });

  it('refuses more than 60 MB unzipped and more than 200 files, from the sizes declared', async () => {
    const zeros = new Uint8Array(61 * 1024 * 1024);
    const [unzipped] = await refused(zipSync({ ...encode(files()), 'images/huge.png': zeros }, { level: 1 }));
    expect(unzipped).toMatch(/unzip to 61 MB.*at most 60 MB/);
    const many: Record<string, string | Uint8Array> = files();
    for (let i = 0; i < 201; i++) many[`images/i${i}.png`] = 'x';
    expect(await refused(zipPackage(many))).toEqual(['The zip holds more than 200 files']);
  });

  it('refuses .. and absolute paths and stray files, listing each', async () => {
    const problems = await refusedFiles({
      '../evil.svg': '<svg/>',
      '/etc/passwd': 'root',
      'C:/boot.ini': 'x',
      'notes.txt': 'hello',
      'fonts/readme.md': 'x',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        '../evil.svg: ".." is not allowed in paths',
        '/etc/passwd: absolute paths are not allowed',
        'C:/boot.ini: absolute paths are not allowed',
        'notes.txt: a package holds only layout.svg, template.json, fonts/ and images/',
        'fonts/readme.md: fonts must be .ttf or .otf files',
      ]),
    );
  });

  it('refuses scripts, event handlers, foreignObject and references to files or the web', async () => {
    const problems = await refusedFiles({
      'layout.svg': svg(
        `<script>alert(1)</script>
        <rect width="10" height="10" onclick="alert(1)"/>
        <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>
        <image href="file:///etc/passwd" width="10" height="10"/>
        <image xlink:href="https://example.com/x.png" width="10" height="10"/>
        <use href="http://example.com/sprite.svg#a"/>
        <rect width="10" height="10" style="fill: url(https://example.com/p.svg#g)"/>
        <style>@import url("https://example.com/f.css");</style>
        <image href="images/missing.png" width="10" height="10"/>
        <image href="data:image/svg+xml;base64,PHN2Zy8+" width="10" height="10"/>`,
      ),
    });
    const text = problems.join('\n');
    expect(text).toContain('layout.svg contains a <script>: scripts are not allowed');
    expect(text).toContain('<rect> has the event handler onclick');
    expect(text).toContain('<foreignObject>');
    expect(text).toContain('refers to a file on a computer (file:///etc/passwd)');
    expect(text).toContain('refers to a web address (https://example.com/x.png)');
    expect(text).toContain('refers to a web address (http://example.com/sprite.svg#a)');
    expect(text).toContain('refers to a web address (https://example.com/p.svg#g)');
    expect(text).toContain('imports a style sheet (@import)');
    expect(text).toContain('refers to images/missing.png, which is not in the package');
    expect(text).toContain('only PNG, JPEG and GIF images may be embedded');
  });

  it('refuses unknown keys and tokens, and keys on the wrong element', async () => {
    const problems = await refusedFiles({
      'layout.svg': svg(
        `<text data-key="favourite_food">x</text>
        <rect data-key="company_name" width="1" height="1"/>
        <text data-key="company_logo">x</text>
        <rect fill="{{brand_colour}}" width="1" height="1"/>`,
      ),
      'template.json': manifest({ keys: ['company_name', 'company_logo', 'shoe_size'] }),
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'layout.svg uses the key "favourite_food", which is not an active template field',
        'layout.svg: the text key "company_name" must be on a <text> or <tspan>, not <rect>',
        'layout.svg: the image key "company_logo" must be on an <image>, not <text>',
        'template.json lists the key "shoe_size", which is not an active template field',
      ]),
    );
    expect(problems.join('\n')).toContain('unknown token {{brand_colour}}');
  });

  it('refuses fonts fontkit cannot read, images that are not images, and malformed SVG', async () => {
    const fakeFont = Buffer.concat([TTF.subarray(0, 12), Buffer.alloc(2000, 7)]);
    const problems = await refusedFiles({
      'fonts/broken.ttf': fakeFont,
      'fonts/text.otf': 'hello',
      'images/fake.png': 'GIF? no',
      'layout.svg': '<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'fonts/broken.ttf cannot be read as a TTF or OTF font',
        'fonts/text.otf cannot be read as a TTF or OTF font',
        'images/fake.png is not a PNG, JPEG or GIF image',
      ]),
    );
    expect(problems.join('\n')).toMatch(/layout.svg is not valid SVG: <\/svg> closes <rect>/);
    const doctype = await refusedFiles({
      'layout.svg': '<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>',
    });
    expect(doctype.join('\n')).toContain('A DOCTYPE or entity declaration is not allowed');
  });

  it('refuses sizes out of range, missing files and invalid JSON', async () => {
    expect(
      await refusedFiles({
        'template.json': manifest({ keys: ['company_name'], size: { width: 50, height: 99999 } }),
      }),
    ).toEqual([
      'template.json: size.width must be between 100 and 5000 pixels',
      'template.json: size.height must be between 100 and 5000 pixels',
    ]);
    expect(await refusedFiles({ 'layout.svg': null, 'template.json': null, 'images/a.png': PNG })).toEqual([
      'layout.svg is missing',
      'template.json is missing',
    ]);
    expect(await refusedFiles({ 'template.json': '{ "version": 1, ' })).toEqual([
      'template.json is not valid JSON',
    ]);
    expect(await refusedFiles({ 'template.json': manifest({ version: 2, name: '' }) })).toEqual([
      'template.json: version must be 1',
      'template.json: name is required',
    ]);
  });

  it('the 422 message names the problems for the toast', async () => {
    const res = await rawForm(
      server,
      '/api/Template/Package',
      token,
      {},
      {
        file: { name: 'x.zip', data: zipPackage(files({ 'layout.svg': null })) },
      },
    );
    expect(res.body.message).toBe('The zip file is not a valid template package: layout.svg is missing');
  });
});

function encode(input: Record<string, string | Uint8Array>): Record<string, Uint8Array> {
  return Object.fromEntries(
    Object.entries(input).map(([k, v]) => [k, typeof v === 'string' ? new TextEncoder().encode(v) : v]),
  );
}
