/**
 * The hosted pages in memory (issue 14: /c/{slug}.html at p99 ≤ 10 ms). An entry holds the page as
 * rendered at save with its ETag, under its slug and the card's version (updated_at). The service
 * forgets a slug when its card changes or goes; a short lifetime covers what it does not see (a
 * deleted owner's cards, another server process). Bounded: the least recently used goes first.
 */
export interface CachedPage {
  version: string;
  html: string;
  etag: string;
  expiresAt: number;
}

export const PAGE_CACHE_SIZE = 500;
export const PAGE_CACHE_TTL_MS = 60_000;

export function pageCache(size = PAGE_CACHE_SIZE, ttlMs = PAGE_CACHE_TTL_MS, now = () => Date.now()) {
  const pages = new Map<string, CachedPage>();
  return {
    get(slug: string): CachedPage | undefined {
      const hit = pages.get(slug);
      if (!hit) return undefined;
      pages.delete(slug);
      if (hit.expiresAt <= now()) return undefined;
      pages.set(slug, hit); // most recently used last
      return hit;
    },
    set(slug: string, page: Omit<CachedPage, 'expiresAt'>): CachedPage {
      const entry = { ...page, expiresAt: now() + ttlMs };
      pages.delete(slug);
      pages.set(slug, entry);
      while (pages.size > size) pages.delete(pages.keys().next().value as string);
      return entry;
    },
    forget(slug: string) {
      pages.delete(slug);
    },
    get size() {
      return pages.size;
    },
  };
}

export type PageCache = ReturnType<typeof pageCache>;
