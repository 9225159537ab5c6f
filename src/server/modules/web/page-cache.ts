import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** A published file in memory: as written and its precompressed copies, with its ETag. */
export interface CachedFile {
  plain: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
  etag: string;
}

/** What one site holds in memory: the files of one state of its live version. */
interface SiteEntry {
  state: string;
  files: Map<string, CachedFile | null>;
  bytes: number;
}

/** The memory the served files may take, all sites together; the least recently served go first. */
export const SITE_CACHE_BYTES = 64 * 1024 * 1024;
/** A larger file is served from disk each time. */
const LARGEST_CACHED = 2 * 1024 * 1024;
/** What a remembered missing file counts for. */
const MISSING_BYTES = 256;

const readOrNull = (file: string) => fs.readFile(file).catch(() => null);

async function readFile(dir: string, file: string): Promise<CachedFile | null> {
  const plain = await readOrNull(path.join(dir, file));
  if (!plain) return null;
  const [gzip, br] = await Promise.all([
    readOrNull(path.join(dir, `${file}.gz`)),
    readOrNull(path.join(dir, `${file}.br`)),
  ]);
  const etag = `W/"${crypto.createHash('sha1').update(plain).digest('base64url').slice(0, 20)}"`;
  return { plain, gzip, br, etag };
}

const sizeOf = (f: CachedFile | null) =>
  f ? f.plain.length + (f.gzip?.length ?? 0) + (f.br?.length ?? 0) : MISSING_BYTES;

/**
 * The live versions' files in memory (issue 24 Benchmark: a page served near nginx's rate). A
 * site's entry is for one state of its live site, named by the caller from the row read on each
 * request (version and published inputs hash, which an update's re-render changes after writing
 * its files): a publish, rollback or update on any server instance is seen by the next request, and
 * the files of an older state are dropped.
 */
export function sitePageCache(maxBytes = SITE_CACHE_BYTES) {
  const sites = new Map<number, SiteEntry>();
  let total = 0;

  const drop = (siteId: number) => {
    const entry = sites.get(siteId);
    if (!entry) return;
    total -= entry.bytes;
    sites.delete(siteId);
  };

  return {
    /** A file of the site's live version in the given state; null when the version has none. */
    async file(siteId: number, state: string, dir: string, file: string): Promise<CachedFile | null> {
      const entry = sites.get(siteId);
      if (entry?.state === state && entry.files.has(file)) {
        // Most recently served last.
        sites.delete(siteId);
        sites.set(siteId, entry);
        return entry.files.get(file)!;
      }
      const loaded = await readFile(dir, file);
      const size = sizeOf(loaded);
      if (size > LARGEST_CACHED) return loaded;
      let current = sites.get(siteId);
      if (current && current.state !== state) {
        drop(siteId);
        current = undefined;
      }
      if (!current) sites.set(siteId, (current = { state, files: new Map(), bytes: 0 }));
      if (!current.files.has(file)) {
        current.files.set(file, loaded);
        current.bytes += size;
        total += size;
      }
      while (total > maxBytes && sites.size > 0) drop(sites.keys().next().value as number);
      return loaded;
    },
  };
}

/**
 * How long a site's row read for serving is trusted. Every request reading it kept the published
 * page at a third of nginx's rate (issue 24 Benchmark); this instance forgets the rows at once when
 * it changes a site, another instance sees the change within this time.
 */
export const LIVE_ROW_TTL_MS = 1_000;
/** Unknown addresses are remembered too (a scanner's): past this many rows, all are forgotten. */
const LIVE_ROW_LIMIT = 10_000;

/** What `/s/{slug}` reads of a site's row. */
export interface LiveRow {
  id: number;
  is_active: number;
  live_version: number | null;
  published_inputs_hash: string | null;
}

/** The rows `/s/{slug}` reads, by slug, for LIVE_ROW_TTL_MS (a monotonic clock: a cache's lifetime). */
export function liveSiteRows(ttlMs = LIVE_ROW_TTL_MS, now = () => performance.now()) {
  const rows = new Map<string, { row: LiveRow | undefined; until: number }>();
  return {
    async get(slug: string, load: () => Promise<LiveRow | undefined>): Promise<LiveRow | undefined> {
      const hit = rows.get(slug);
      if (hit && hit.until > now()) return hit.row;
      const row = await load();
      if (rows.size >= LIVE_ROW_LIMIT) rows.clear();
      rows.set(slug, { row, until: now() + ttlMs });
      return row;
    },
    /** After this instance changed a site (publish, rollback, update, status, address). */
    clear() {
      rows.clear();
    },
  };
}
export type LiveSiteRows = ReturnType<typeof liveSiteRows>;
