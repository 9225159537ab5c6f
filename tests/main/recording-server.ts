import http from 'node:http';

export interface Recorded {
  method: string;
  url: string;
  idempotencyKey?: string;
  authorization?: string;
  body: unknown;
}

export type Responder = (
  req: Recorded,
) => { status: number; body?: unknown; headers?: Record<string, string> } | 'drop';

/**
 * A small HTTP server standing in for "a server that is stopped and restarted": it records every
 * request it receives and answers what the test tells it to. It listens on a fixed port so that a
 * restart is the same address, like the platform server coming back.
 */
export function recordingServer(port: number) {
  const received: Recorded[] = [];
  let respond: Responder = () => ({ status: 200, body: { success: true, data: null } });
  let server: http.Server | null = null;

  const handler: http.RequestListener = (req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const entry: Recorded = {
        method: req.method ?? '',
        url: req.url ?? '',
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        authorization: req.headers.authorization,
        body: raw ? (JSON.parse(raw) as unknown) : undefined,
      };
      if (entry.url === '/readyz') {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ready"}');
        return;
      }
      received.push(entry);
      const answer = respond(entry);
      if (answer === 'drop') {
        // The request arrived but the answer never does (connection cut).
        req.socket.destroy();
        return;
      }
      const body =
        answer.body instanceof Uint8Array ? Buffer.from(answer.body) : JSON.stringify(answer.body ?? null);
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers }).end(body);
    });
  };

  return {
    received,
    origin: `http://127.0.0.1:${port}`,
    answerWith(next: Responder) {
      respond = next;
    },
    async start() {
      server = http.createServer(handler);
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    },
    async stop() {
      const s = server;
      server = null;
      if (!s) return;
      s.closeAllConnections();
      await new Promise((resolve) => s.close(resolve));
    },
  };
}
