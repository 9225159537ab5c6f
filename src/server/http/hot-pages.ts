import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { pageHeaders, PUBLIC_PAGE_HEADERS, type ServedPage } from './page-cache';

/**
 * A public page found in memory, with its CSP. `find` answers undefined for anything not in memory,
 * and the request then goes to the route as usual.
 */
export interface HotPageRoute {
  /** The path's start, e.g. `/c/`; the rest of the path (without the query) goes to `find`. */
  prefix: string;
  find(rest: string): { page: ServedPage; csp: string } | undefined;
}

/**
 * The public pages (card, campaign) that are in memory, answered before Fastify routes the request
 * (issue 28: the card page at ≥ 0.8 of nginx serving the same file). Fastify's routing, hooks and
 * per-request logger took a third of such an answer; the answer itself is the same one the route
 * sends (`pageHeaders`). A miss, a HEAD or any other method goes to Fastify.
 */
export function hotPages() {
  const routes: HotPageRoute[] = [];
  /** Both answers' headers of a page, made on its first hit (a page is an immutable cache entry). */
  const prepared = new WeakMap<ServedPage, Record<200 | 304, Record<string, string>>>();

  function prepare(hit: NonNullable<ReturnType<HotPageRoute['find']>>) {
    let ready = prepared.get(hit.page);
    if (!ready) {
      const ok = pageHeaders(hit.page, hit.csp, undefined).headers;
      const notModified = pageHeaders(hit.page, hit.csp, hit.page.etag).headers;
      ready = {
        // With its length the page goes out in one write, not as chunks.
        200: { ...PUBLIC_PAGE_HEADERS, ...ok, 'Content-Length': String(Buffer.byteLength(hit.page.html)) },
        304: { ...PUBLIC_PAGE_HEADERS, ...notModified },
      };
      prepared.set(hit.page, ready);
    }
    return ready;
  }

  function serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' || !req.url) return false;
    const query = req.url.indexOf('?');
    const path = query < 0 ? req.url : req.url.slice(0, query);
    for (const route of routes) {
      if (!path.startsWith(route.prefix)) continue;
      const hit = route.find(path.slice(route.prefix.length));
      if (!hit) return false;
      const ready = prepare(hit);
      const status = pageHeaders(hit.page, hit.csp, req.headers['if-none-match']).status;
      res.writeHead(status, ready[status]);
      res.end(status === 200 ? hit.page.html : undefined);
      return true;
    }
    return false;
  }

  return {
    add(route: HotPageRoute) {
      routes.push(route);
    },
    /**
     * Fastify's `serverFactory`: the HTTP server Fastify would make, with its timeouts, that looks
     * in memory first.
     */
    serverFactory(
      handler: (req: IncomingMessage, res: ServerResponse) => void,
      options: { keepAliveTimeout?: number; requestTimeout?: number; connectionTimeout?: number },
    ) {
      const server = http.createServer((req, res) => {
        if (!serve(req, res)) handler(req, res);
      });
      // What Fastify sets on a server it makes itself (lib/server.js).
      server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000;
      server.requestTimeout = options.requestTimeout ?? 0;
      server.setTimeout(options.connectionTimeout ?? 0);
      return server;
    },
  };
}

export type HotPages = ReturnType<typeof hotPages>;
