import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * A published website on disk (issue 24, Publish): `{SITES_DIR or DATA_DIR/sites}/{websiteId}/v{n}/`, one file per
 * page with `.gz` and `.br` copies beside it. A version's folder is complete before it goes live and
 * a file in it is only ever replaced by a rename (updates re-render a few pages in place), so a
 * request reads a whole old or a whole new file.
 */
type SitesPlace = { dataDir: string; sitesDir?: string };
export const sitesRoot = (config: SitesPlace) => config.sitesDir ?? path.join(config.dataDir, 'sites');
export const siteDir = (config: SitesPlace, websiteId: number) =>
  path.join(sitesRoot(config), String(websiteId));
export const versionDir = (config: SitesPlace, websiteId: number, version: number) =>
  path.join(siteDir(config, websiteId), `v${version}`);

/** The snapshot of what a version was built from (never served: no page path starts with `_`). */
export const SNAPSHOT_FILE = '_site.json';

/** A page's path below the site ('' home, 'about', a product slug, 'updates/12') as its file. */
export function fileOfPath(pagePath: string): string {
  if (pagePath === '') return 'index.html';
  return `${pagePath}.html`;
}

/**
 * The file a request path names in a version, or null: the site's pages (a-z, 0-9, hyphens, an
 * update's number), sitemap.xml and robots.txt. Nothing else (no dots, no `_`) can be asked for.
 */
export function fileOfRequest(requestPath: string): string | null {
  const p = requestPath.replace(/\/+$/, '');
  if (p === '') return 'index.html';
  if (p === 'sitemap.xml' || p === 'robots.txt') return p;
  if (/^[a-z0-9]+(-[a-z0-9]+)*$/.test(p) && p !== 'index' && p !== '404') return `${p}.html`;
  if (/^updates\/[0-9]{1,10}$/.test(p)) return `${p}.html`;
  return null;
}

/** Writes a file and its compressed copies, each by a rename of a temporary file (never half-written). */
export async function writeCompressed(dir: string, file: string, body: string | Buffer): Promise<void> {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const target = path.join(dir, file);
  await fs.mkdir(path.dirname(target), { recursive: true });
  const [gz, br] = await Promise.all([
    gzip(bytes, { level: 9 }),
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  ]);
  // The compressed copies first: the plain file names the version of the page (its ETag).
  await atomicWrite(`${target}.gz`, gz);
  await atomicWrite(`${target}.br`, br);
  await atomicWrite(target, bytes);
}

export async function atomicWrite(target: string, bytes: Buffer): Promise<void> {
  const temp = `${target}.${crypto.randomBytes(6).toString('hex')}.tmp`;
  await fs.writeFile(temp, bytes);
  await fs.rename(temp, target);
}

export async function removeDir(dir: string): Promise<void> {
  await fs.rm(dir, { recursive: true, force: true });
}
