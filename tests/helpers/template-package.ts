import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync, type Zippable } from 'fflate';
import { filesContract } from '../../src/shared/files/contract';
import { templatesContract } from '../../src/shared/templates/contract';
import type { CreateTemplateBody } from '../../src/shared/templates/schemas';
import { PNG } from './brand';
import type { TestServer } from './server';

/** The sample package's source (docs/template-sample): layout.svg, template.json and images/. */
export const SAMPLE_DIR = fileURLToPath(new URL('../../docs/template-sample', import.meta.url));

/** A zip of these files (text or bytes), made as an Admin's zip tool would. */
export function zipPackage(files: Record<string, string | Uint8Array>): Buffer {
  const zippable: Zippable = {};
  for (const [name, content] of Object.entries(files))
    zippable[name] = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  return Buffer.from(zipSync(zippable));
}

/** The files of the sample package, by their names inside the zip. */
export function sampleFiles(): Record<string, Uint8Array> {
  const out: Record<string, Uint8Array> = {};
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const name = path.relative(SAMPLE_DIR, full).split(path.sep).join('/');
      if (entry.isDirectory()) walk(full);
      // The folder also holds the script that zips it.
      else if (name === 'layout.svg' || name === 'template.json' || /^(fonts|images)\//.test(name))
        out[name] = fs.readFileSync(full);
    }
  };
  walk(SAMPLE_DIR);
  return out;
}

/** The sample package zipped (docs/template-package.md). */
export const samplePackage = () => zipPackage(sampleFiles());

/** template.json for a test package. */
export const manifest = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({ version: 1, name: 'Test', size: { width: 400, height: 200 }, keys: [], ...overrides });

/**
 * A small package whose layout writes the company name in DejaVu Sans (the renderer's fallback font,
 * so the test needs no font file) on a plain background: `text` is the sample content.
 */
export function textLayout(text = 'Sample', attrs = 'data-key="company_name"'): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200" viewBox="0 0 400 200">
  <rect width="400" height="200" fill="{{bg_color}}"/>
  <rect width="400" height="40" fill="{{primary_color}}"/>
  <text ${attrs} x="20" y="120" font-family="DejaVu Sans" font-size="32" fill="#111111">${text}</text>
</svg>`;
}

export const textPackage = (text = 'Sample') =>
  zipPackage({ 'layout.svg': textLayout(text), 'template.json': manifest({ keys: ['company_name'] }) });

/** Uploads a zip through POST Template/Package and answers the stored package. */
export async function uploadPackage(server: TestServer, token: string, zip: Buffer, fileName = 'design.zip') {
  const { data } = await server.client(token).call(templatesContract.uploadTemplatePackage, {
    files: { file: { name: fileName, data: zip } },
  });
  return data;
}

/** A public PNG cover, uploaded as the form does. */
export async function uploadCover(server: TestServer, token: string): Promise<string> {
  const { data } = await server.client(token).call(filesContract.upload, {
    body: { isWeb: true },
    files: { file: { name: 'cover.png', data: PNG } },
  });
  return data.url;
}

let names = 0;

/** Adds a template (General unless said otherwise) from the given package or a text package. */
export async function createTemplate(
  server: TestServer,
  adminToken: string,
  overrides: Partial<CreateTemplateBody> = {},
  zip: Buffer = textPackage(),
) {
  const pkg = await uploadPackage(server, adminToken, zip);
  const body: CreateTemplateBody = {
    templateName: `Template ${++names}`,
    coverImageURL: await uploadCover(server, adminToken),
    zipFile: pkg.id,
    zipDefaultFile: pkg.id,
    primary_Font: 1,
    secondary_Font: 1,
    ...overrides,
  };
  const { data } = await server.client(adminToken).call(templatesContract.createTemplate, { body });
  return data;
}
