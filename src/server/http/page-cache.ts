import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Public pages in memory (issue 14: /c/{slug}.html at p99 ≤ 10 ms; issue 28: /p/{url} alike). An
 * entry holds a page as rendered with its ETag, under its key (a card's slug, a campaign's url) and
 * the version it was drawn from. The owning service forgets a key when what the page shows changes
 * or goes; a short lifetime covers what it does not see (a deleted owner, another server process).
 * Bounded: the least recently used goes first.
 */
export interface CachedPage {
  version: string;
  html: string;
  etag: string;
  expiresAt: number;
}

export const PAGE_CACHE_SIZE = 500;
export const PAGE_CACHE_TTL_MS = 60_000;

/** A strong ETag of a body. */
export const etagOf = (body: string | Buffer) =>
  `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;

/** `now`: the injected clock's time in ms (a page's lifetime is a time decision like any other). */
export function pageCache<P extends { version: string } = Omit<CachedPage, 'expiresAt'>>(
  now: () => number,
  size = PAGE_CACHE_SIZE,
  ttlMs = PAGE_CACHE_TTL_MS,
) {
  type Entry = P & { expiresAt: number };
  const pages = new Map<string, Entry>();
  let forgets = 0;
  return {
    get(key: string): Entry | undefined {
      const hit = pages.get(key);
      if (!hit) return undefined;
      pages.delete(key);
      if (hit.expiresAt <= now()) return undefined;
      pages.set(key, hit); // most recently used last
      return hit;
    },
    /**
     * Keeps a page and answers it. Given the `epoch()` taken before the page's rows were read, a
     * page is not kept when a key was forgotten meanwhile: it may have been drawn from the rows
     * before that change.
     */
    set(key: string, page: P, since?: number): Entry {
      const entry = { ...page, expiresAt: now() + ttlMs };
      if (since !== undefined && since !== forgets) return entry;
      pages.delete(key);
      pages.set(key, entry);
      while (pages.size > size) pages.delete(pages.keys().next().value as string);
      return entry;
    },
    forget(key: string) {
      forgets += 1;
      pages.delete(key);
    },
    /** Moves with every forget (see `set`). */
    epoch: () => forgets,
    get size() {
      return pages.size;
    },
  };
}

export type PageCache = ReturnType<typeof pageCache>;

/** What every public page (card, campaign) is sent with, whatever its answer. */
export const PUBLIC_PAGE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** A page as it is served: its HTML and that HTML's ETag. */
export interface ServedPage {
  html: string;
  etag: string;
}

/**
 * A cached page's answer: its ETag, so that a browser revalidates for free (304 when it holds this
 * page already), else the page with its CSP. One rule for the route (`sendPage`) and for the answer
 * from memory before routing (`hot-pages.ts`).
 */
export function pageHeaders(
  page: ServedPage,
  csp: string,
  ifNoneMatch: string | undefined,
): { status: 200 | 304; headers: Record<string, string> } {
  const headers = { ETag: page.etag, 'Cache-Control': 'no-cache' };
  if (ifNoneMatch === page.etag) return { status: 304, headers };
  return {
    status: 200,
    headers: { ...headers, 'Content-Security-Policy': csp, 'Content-Type': 'text/html; charset=utf-8' },
  };
}

export function sendPage(req: FastifyRequest, reply: FastifyReply, page: ServedPage, csp: string) {
  const answer = pageHeaders(page, csp, req.headers['if-none-match']);
  reply.status(answer.status).headers(answer.headers);
  return answer.status === 304 ? reply.send() : reply.send(page.html);
}
