import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The loopback server under every social network fake: it parses JSON, form and multipart bodies,
 * records each request, and lets a test script faults for the next matching calls (401, 429 with
 * Retry-After, 5xx, a hang, an HTML page) answered in the network's own error shape.
 */

export interface FakeRequest {
  method: string;
  /** The path without the query. */
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  raw: Buffer;
  json?: any;
  form?: URLSearchParams;
  multipart?: FormData;
}

export interface Reply {
  status: number;
  body?: unknown;
  /** Sent as is (an HTML page) instead of JSON. */
  text?: string;
  headers?: Record<string, string>;
}

export type FaultKind = 401 | 429 | 500 | 502 | 503 | 'hang' | 'garbage' | 'reply';

export interface Fault {
  kind: FaultKind;
  /** Which calls it hits (a path substring or a test); every call when absent. */
  match?: string | RegExp | ((req: FakeRequest) => boolean);
  /** How many matching calls it answers (default 1). */
  times?: number;
  /** Seconds, for a 429. */
  retryAfter?: number;
  /** The network does the work first, then the answer is lost (a hang: a cut line; a 5xx: a gateway timing out after it got the post). */
  afterHandling?: boolean;
  /** For 'reply': any answer at all (JSON of the wrong shape, an odd status). */
  reply?: Reply;
}

export type Handler = (req: FakeRequest) => Reply | Promise<Reply>;

/** The network's body for a scripted fault of this status. */
export type FaultBody = (status: number) => unknown;

export async function startSocialFake(handler: Handler, faultBody: FaultBody) {
  const requests: FakeRequest[] = [];
  const faults: (Fault & { left: number })[] = [];
  const hanging = new Set<http.ServerResponse>();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const raw = Buffer.concat(chunks);
        const url = new URL(req.url ?? '/', 'http://fake');
        const type = String(req.headers['content-type'] ?? '');
        const request: FakeRequest = {
          method: req.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          headers: req.headers,
          raw,
        };
        if (type.includes('application/json')) {
          try {
            request.json = JSON.parse(raw.toString('utf8'));
          } catch {
            request.json = undefined;
          }
        } else if (type.includes('application/x-www-form-urlencoded')) {
          request.form = new URLSearchParams(raw.toString('utf8'));
        } else if (type.includes('multipart/form-data')) {
          request.multipart = await new Response(new Uint8Array(raw), {
            headers: { 'content-type': type },
          }).formData();
        }
        requests.push(request);

        const fault = faults.find((f) => f.left > 0 && matches(f, request));
        let reply: Reply;
        if (fault) {
          fault.left -= 1;
          if (fault.afterHandling) await Promise.resolve(handler(request)).catch(() => undefined);
          if (fault.kind === 'hang') {
            hanging.add(res);
            res.on('close', () => hanging.delete(res));
            return;
          }
          reply =
            fault.kind === 'reply'
              ? (fault.reply ?? { status: 200, body: {} })
              : fault.kind === 'garbage'
                ? {
                    status: 200,
                    text: '<html><body><h1>Service temporarily unavailable</h1></body></html>',
                    headers: { 'content-type': 'text/html' },
                  }
                : {
                    status: fault.kind,
                    body: faultBody(fault.kind),
                    headers:
                      fault.retryAfter !== undefined
                        ? { 'retry-after': String(fault.retryAfter) }
                        : undefined,
                  };
        } else {
          try {
            reply = await handler(request);
          } catch (err) {
            reply = {
              status: 500,
              body: faultBody(500),
              headers: { 'x-fake-error': String((err as Error).message).slice(0, 200) },
            };
          }
        }
        const headers = {
          'content-type': reply.text !== undefined ? 'text/plain' : 'application/json',
          ...reply.headers,
        };
        res.writeHead(reply.status, headers);
        res.end(reply.text ?? (reply.body === undefined ? '' : JSON.stringify(reply.body)));
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Scripts a fault for the next matching call(s). */
    fault(f: Fault) {
      faults.push({ ...f, left: f.times ?? 1 });
    },
    clearFaults: () => faults.splice(0),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function matches(f: Fault, req: FakeRequest): boolean {
  if (!f.match) return true;
  if (typeof f.match === 'string') return req.path.includes(f.match);
  if (f.match instanceof RegExp) return f.match.test(req.path);
  return f.match(req);
}

export const bearerOf = (req: FakeRequest) => {
  const h = String(req.headers.authorization ?? '');
  return h.startsWith('Bearer ') ? h.slice(7) : (req.query.get('access_token') ?? undefined);
};

export const basicOf = (req: FakeRequest): { id: string; secret: string } | undefined => {
  const h = String(req.headers.authorization ?? '');
  if (!h.startsWith('Basic ')) return undefined;
  const [id, secret] = Buffer.from(h.slice(6), 'base64').toString('utf8').split(':');
  return { id: decodeURIComponent(id ?? ''), secret: decodeURIComponent(secret ?? '') };
};

export const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
