import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync, type Zippable } from 'fflate';

/** The default web template's source (resources/web-templates/default, issue 24). */
export const DEFAULT_WEB_TEMPLATE_DIR = fileURLToPath(
  new URL('../../resources/web-templates/default', import.meta.url),
);

/** The default template's files by their names inside the zip. */
export function defaultWebFiles(): Record<string, Uint8Array> {
  const out: Record<string, Uint8Array> = {};
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else
        out[path.relative(DEFAULT_WEB_TEMPLATE_DIR, full).split(path.sep).join('/')] = fs.readFileSync(full);
    }
  };
  walk(DEFAULT_WEB_TEMPLATE_DIR);
  return out;
}

/**
 * A web template zip: the default template's files with some replaced (text or bytes), added, or
 * removed (null).
 */
export function webZip(changes: Record<string, string | Uint8Array | null> = {}): Buffer {
  const files: Zippable = { ...defaultWebFiles() };
  for (const [name, content] of Object.entries(changes))
    if (content === null) delete files[name];
    else files[name] = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  return Buffer.from(zipSync(files));
}

/** The smallest valid package: a layout and every page, each writing one line. */
export function minimalWebFiles(pageBody = '<p>{{ page.name }}</p>'): Record<string, string> {
  const files: Record<string, string> = {
    'template.json': JSON.stringify({ name: 'Minimal', version: '1.0.0', settings: [] }),
    'layout.liquid':
      '<!doctype html><html><head><title>{{ page.title }}</title></head><body>{{ content_for_layout | raw }}</body></html>',
  };
  for (const page of ['home', 'about', 'contact', 'products', 'product', 'updates', 'update', '404'])
    files[`pages/${page}.liquid`] = pageBody;
  return files;
}
