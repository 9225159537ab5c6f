import http from 'node:http';
import { Readable } from 'node:stream';
import { accountContract } from '../../src/shared/account/contract';
import { startTestServer } from '../helpers/server';

const MB = 1024 * 1024;

/** One multipart upload of `size` bytes of MP4-looking data, made as it is sent (never held whole). */
function uploadVideo(origin: string, token: string, size: number): Promise<string> {
  const boundary = 'bench-boundary';
  const head = Buffer.alloc(32);
  head.writeUInt32BE(32, 0);
  head.write('ftypisom', 4, 'latin1');
  const body = Readable.from(
    (function* () {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="clip.mp4"\r\n` +
          'Content-Type: video/mp4\r\n\r\n',
      );
      yield head;
      const chunk = Buffer.alloc(MB);
      for (let sent = head.length; sent < size; sent += chunk.length)
        yield chunk.subarray(0, Math.min(MB, size - sent));
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    })(),
  );
  return new Promise((resolve, reject) => {
    const req = http.request(`${origin}/api/SocialPost/Media`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => {
        const message = (JSON.parse(text || '{}') as { message?: string }).message;
        resolve(`${res.statusCode}${message ? ` (${message})` : ''}`);
      });
    });
    req.on('error', reject);
    body.pipe(req);
  });
}

/**
 * Issue 22: the server's memory while post media streams in (`npm run bench uploads`). N uploads of
 * 100 MB each, one after another and then all at once, against a server in this process; prints the
 * resident memory before, the highest seen while they ran, and after. The files stream to disk and
 * are measured from there (the blank test videos end in 422: they have no index), so the peak should
 * stay near the start whatever the size. Nothing here asserts a figure.
 */
export async function benchUploads(count = Number(process.env.BENCH_UPLOADS ?? 4), sizeMb = 100) {
  const server = await startTestServer('sqlite', { UPLOAD_QUOTA_MB: String(count * sizeMb * 4) });
  try {
    const origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const registered = await server.client().call(accountContract.register, {
      body: {
        companyName: 'Bench Uploads',
        email: 'bench-uploads@example.com',
        countryCode: '91',
        mobileNumber: '9000000099',
        password: 'secret123',
        acceptTerms: true,
      },
    });
    const token = registered.data.token;
    const rss = () => Math.round(process.memoryUsage().rss / MB);
    for (const mode of ['one after another', 'all at once'] as const) {
      globalThis.gc?.();
      const before = rss();
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rss())), 20);
      const started = performance.now();
      const statuses =
        mode === 'all at once'
          ? await Promise.all(Array.from({ length: count }, () => uploadVideo(origin, token, sizeMb * MB)))
          : await (async () => {
              const out: string[] = [];
              for (let i = 0; i < count; i++) out.push(await uploadVideo(origin, token, sizeMb * MB));
              return out;
            })();
      clearInterval(sampler);
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `uploads ${mode}: ${count} × ${sizeMb} MB in ${seconds.toFixed(1)} s, answers ${[...new Set(statuses)].join('; ')}; ` +
          `RSS before ${before} MB, peak ${peak} MB (+${peak - before}), after ${rss()} MB`,
      );
    }
  } finally {
    await server.close();
  }
}
