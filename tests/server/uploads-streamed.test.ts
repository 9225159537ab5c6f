import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignsContract as cc } from '../../src/shared/campaigns/contract';
import { MAX_CARD_FILE_BYTES } from '../../src/shared/cards/rules';
import { filesContract as files } from '../../src/shared/files/contract';
import type { ApiError } from '../../src/shared/http/client';
import { UNSUPPORTED_MEDIA_MESSAGE } from '../../src/shared/posts/media';
import { registerUser } from '../helpers/accounts';
import { JPEG, PNG } from '../helpers/brand';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';

const KB = 1024;
const MB = 1024 * KB;
/** A PNG's first bytes padded to `size` (the intake judges the first bytes; Files stores as is). */
const pngOf = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);
const jpegOf = (size: number) => Buffer.concat([JPEG, Buffer.alloc(size - JPEG.length)]);

/** A multipart POST over the network, as a browser sends it; answers status and JSON. */
async function post(origin: string, url: string, token: string, field: string, name: string, bytes: Buffer) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(origin + url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { error?: { errors?: Record<string, string> } } };
}

/** Issue 22, Uploads: files stream in as form data, held to their type, size and the user's allowance. */
describe.each(dbKinds())('streamed uploads (%s)', (kind) => {
  let server: TestServer;
  let origin: string;
  beforeAll(async () => {
    // A 1 MB allowance: two 400 KB files fit, three do not.
    server = await startTestServer(kind, { UPLOAD_QUOTA_MB: '1' });
    origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server?.close());

  it('three uploads sent together against an allowance that fits two: exactly two are stored', async () => {
    const user = await registerUser(server);
    const answers = await Promise.all(
      [1, 2, 3].map((i) =>
        post(origin, files.upload.path, user.token, 'file', `logo${i}.png`, pngOf(400 * KB)),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 422]);
    const refused = answers.find((a) => a.status === 422)!;
    expect(refused.body.error?.errors?.file).toMatch(/upload space you have left \(1\.0 MB in all\)/);
    const stored = await server.ctx.db
      .selectFrom('files')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(2);
    // Nothing is left held once the requests are over: the space left is exact.
    const next = (await server
      .client(user.token)
      .call(files.upload, { files: { file: { name: 'dot.png', data: PNG } } })
      .catch((e: ApiError) => e)) as { data?: { leftBytes: number } };
    expect(next.data?.leftBytes).toBe(MB - 2 * 400 * KB - PNG.length);
  });

  it('a file whose first bytes are another type is refused with a clear 422 on its field', async () => {
    const user = await registerUser(server);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const asLogo = await post(origin, files.upload.path, user.token, 'file', 'logo.png', html);
    expect([asLogo.status, asLogo.body.error?.errors]).toEqual([
      422,
      { file: 'Only PNG, JPEG, WebP images and PDF files can be uploaded' },
    ]);
    const asMedia = await post(origin, '/api/SocialPost/Media', user.token, 'file', 'photo.jpg', html);
    expect([asMedia.status, asMedia.body.error?.errors]).toEqual([422, { file: UNSUPPORTED_MEDIA_MESSAGE }]);
  });
});

describe.each(dbKinds())('upload limits as promised (%s)', (kind) => {
  let server: TestServer;
  let origin: string;
  beforeAll(async () => {
    // 105 MB: ten waiting upload addresses (10 MB each) leave 5 MB.
    server = await startTestServer(kind, { UPLOAD_QUOTA_MB: '105' });
    origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server?.close());

  it('an upload past its size is refused while the client is still sending, and nothing is stored', async () => {
    const user = await registerUser(server);
    const boundary = 'bizsuite-test-boundary';
    const total = 64 * MB;
    let sent = 0;
    // The body is made as it is read: a 64 MB file part after a PNG signature (Files takes 5 MB).
    const body = Readable.from(
      (function* () {
        yield Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\n` +
            'Content-Type: image/png\r\n\r\n',
        );
        yield PNG;
        const chunk = Buffer.alloc(64 * KB);
        for (let at = PNG.length; at < total; at += chunk.length) {
          sent += chunk.length;
          yield chunk;
        }
        yield Buffer.from(`\r\n--${boundary}--\r\n`);
      })(),
    );
    const answer = await new Promise<{ status: number; json: Record<string, unknown>; sentBefore: number }>(
      (resolve, reject) => {
        const req = http.request(`${origin}${files.upload.path}`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${user.token}`,
            'content-type': `multipart/form-data; boundary=${boundary}`,
          },
        });
        req.on('response', (res) => {
          const sentBefore = sent;
          const parts: Buffer[] = [];
          res.on('data', (d: Buffer) => parts.push(d));
          res.on('end', () => {
            body.destroy();
            req.destroy();
            resolve({
              status: res.statusCode!,
              json: JSON.parse(Buffer.concat(parts).toString()),
              sentBefore,
            });
          });
        });
        // The server closing the connection on the rest of the body is expected once it answered.
        req.on('error', (err) => (sent < total ? undefined : reject(err)));
        body.pipe(req);
      },
    );
    expect(answer.status).toBe(413);
    expect(answer.json).toMatchObject({
      success: false,
      message: 'The file is larger than 5 MB',
      error: { errors: { file: 'The file is larger than 5 MB' } },
    });
    // The answer came while most of the body was still to be sent.
    expect(answer.sentBefore).toBeLessThan(total / 2);
    const rows = await server.ctx.db
      .selectFrom('files')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([]);
    // No partial file is left waiting on disk.
    const temp = path.join(server.dataDir, 'tmp', 'uploads');
    expect(fs.existsSync(temp) ? fs.readdirSync(temp) : []).toEqual([]);
  });

  it('a card upload of 10 MB is accepted, one byte more is refused', async () => {
    const user = await registerUser(server);
    const exact = await post(
      origin,
      '/api/Card/Upload',
      user.token,
      'file',
      'banner.jpg',
      jpegOf(MAX_CARD_FILE_BYTES),
    );
    expect(exact.status).toBe(201);
    const over = await post(
      origin,
      '/api/Card/Upload',
      user.token,
      'file',
      'banner.jpg',
      jpegOf(MAX_CARD_FILE_BYTES + 1),
    );
    expect([over.status, over.body.error?.errors]).toEqual([413, { file: 'The file is larger than 10 MB' }]);
  });

  it('upload addresses handed out hold their size of the allowance until used, and wait at most ten at once', async () => {
    const user = await registerUser(server);
    const presign = () =>
      server
        .client(user.token)
        .call(cc.campaignUploadUrl, { query: { fileName: 'a.jpg', contentType: 'image/jpeg' } });
    for (let i = 0; i < 10; i++) await presign();
    const eleventh = (await presign().catch((e: ApiError) => e)) as ApiError;
    expect([eleventh.status, eleventh.message]).toEqual([
      429,
      'Too many uploads are waiting to be used. Please use or wait for them first.',
    ]);
    // The ten hold 100 MB of the 105: a 5.5 MB card image no longer fits.
    const refused = await post(origin, '/api/Card/Upload', user.token, 'file', 'logo.jpg', jpegOf(5.5 * MB));
    expect(refused.status).toBe(422);
    expect(refused.body.error?.errors?.file).toMatch(/upload space you have left/);
    const fits = await post(origin, '/api/Card/Upload', user.token, 'file', 'logo.jpg', jpegOf(4 * MB));
    expect(fits.status).toBe(201);
  });
});

describe.each(dbKinds())('the upload rate limit under parallel requests (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { RATE_LIMIT: 'on' });
  });
  afterAll(() => server?.close());

  it('62 uploads sent together against a limit of 60 in 10 minutes: exactly 60 are stored', async () => {
    const user = await registerUser(server);
    const client = server.client(user.token);
    const answers = await Promise.all(
      Array.from({ length: 62 }, (_, i) =>
        client
          .call(files.upload, { files: { file: { name: `dot${i}.png`, data: PNG } } })
          .then(() => 201)
          .catch((e: ApiError) => e.status),
      ),
    );
    expect(answers.filter((s) => s === 201)).toHaveLength(60);
    expect(answers.filter((s) => s === 429)).toHaveLength(2);
  });
});
