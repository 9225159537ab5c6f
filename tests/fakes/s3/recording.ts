import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFakeS3, type FakeS3 } from './server';

export interface RecordedS3Request {
  method: string;
  /** Path and query, as sent. */
  url: string;
  headers: http.IncomingHttpHeaders;
}

/**
 * The loopback S3 fake (s3rver) behind a recording proxy: every request's method, address and
 * headers are kept, so a test can see what a client sent (a presigned PUT's Content-Type and
 * x-amz-acl). The proxy passes the Host header through unchanged, so signatures still verify.
 */
export async function startRecordingS3(bucket?: string): Promise<FakeS3 & { requests: RecordedS3Request[] }> {
  const s3 = await startFakeS3(bucket);
  const target = new URL(s3.endpoint);
  const requests: RecordedS3Request[] = [];
  const proxy = http.createServer((req, res) => {
    requests.push({ method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers });
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  return {
    ...s3,
    endpoint,
    env: { ...s3.env, S3_ENDPOINT: endpoint },
    requests,
    async close() {
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      await s3.close();
    },
  };
}
