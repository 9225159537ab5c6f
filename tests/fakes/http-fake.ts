import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: any;
  raw: string;
}

export type FakeHandler = (req: RecordedRequest) => {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** Answered as they are instead of `body` as JSON (a file download). */
  bytes?: Uint8Array;
};

/** A loopback HTTP server standing in for an outside service; it records every request. */
export async function startFake(handler: FakeHandler) {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      let body: unknown = null;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        body = raw;
      }
      const recorded = { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body, raw };
      requests.push(recorded);
      const answer = handler(recorded);
      if (answer.bytes) {
        res.writeHead(answer.status, { 'content-type': 'application/octet-stream', ...answer.headers });
        res.end(answer.bytes);
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback server answering with `handler` as written, recording each path it was asked for. */
export interface RawFake {
  port: number;
  hits: string[];
  close(): Promise<void>;
}

export async function startRawFake(
  handler: http.RequestListener,
  { host = '127.0.0.1', port = 0 }: { host?: string; port?: number } = {},
): Promise<RawFake> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    handler(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
