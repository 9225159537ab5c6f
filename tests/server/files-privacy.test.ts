import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesContract as files } from '../../src/shared/files/contract';
import type { ApiError } from '../../src/shared/http/client';
import { filesService } from '../../src/server/modules/files/service';
import { registerUser, setupAdmin } from '../helpers/accounts';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const upload = (bytes = PNG) => ({ file: { name: 'logo.png', data: bytes } });
/** A PNG padded to `size` bytes (the sniffer reads the signature only). */
const pngOf = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);

/** Issue 10, Files: private unless made public on purpose; a per-user upload allowance. */
describe.each(dbKinds())('stored files (%s)', (kind) => {
  let server: TestServer;
  let adminToken: string;
  beforeAll(async () => {
    // A 1 MB allowance keeps the quota test small.
    server = await startTestServer(kind, { UPLOAD_QUOTA_MB: '1' });
    adminToken = await setupAdmin(server);
  });
  afterAll(() => server?.close());

  const get = (url: string, token?: string) =>
    server.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('a private file is served to its owner, an Admin and its signed address, and to nobody else', async () => {
    const owner = await registerUser(server);
    const other = await registerUser(server);
    const { data } = await server.client(owner.token).call(files.upload, { files: upload() });
    const bare = `/files/${data.id}`;
    expect((await get(bare)).statusCode).toBe(404);
    expect((await get(bare, other.token)).statusCode).toBe(404);
    expect((await get(bare, owner.token)).statusCode).toBe(200);
    expect((await get(bare, adminToken)).statusCode).toBe(200);
    const signed = new URL(data.url);
    expect(signed.searchParams.get('sig')).toBeTruthy();
    expect((await get(signed.pathname + signed.search)).statusCode).toBe(200);
    // A signature is bound to its file and its expiry.
    const forged = `/files/${data.id}?expires=${Number(signed.searchParams.get('expires')) + 1}&sig=${signed.searchParams.get('sig')}`;
    expect((await get(forged)).statusCode).toBe(404);
  });

  it('a file a public page shows is served to anyone once marked public, only by its owner or an Admin', async () => {
    const owner = await registerUser(server);
    const other = await registerUser(server);
    const { data } = await server.client(owner.token).call(files.upload, { files: upload() });
    const service = filesService(server.ctx);
    expect(await service.markPublic([data.id], { id: other.id, role: 'User' })).toBe(0);
    expect((await get(`/files/${data.id}`)).statusCode).toBe(404);
    const address = await service.publish(data.url, { id: owner.id, role: 'User' });
    expect(address).toBe(`${server.config.publicBaseUrl}/files/${data.id}`);
    const res = await get(`/files/${data.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('public');
  });

  it('uploads stop at the allowance, saying how much is left', async () => {
    const user = await registerUser(server);
    const client = server.client(user.token);
    const first = await client.call(files.upload, { files: upload(pngOf(600 * 1024)) });
    expect(first.data.leftBytes).toBe(1024 * 1024 - 600 * 1024);
    const refused = (await client
      .call(files.upload, { files: upload(pngOf(500 * 1024)) })
      .catch((e) => e)) as ApiError;
    expect(refused.status).toBe(422);
    expect(refused.errors?.file).toBe(
      'This file (0.5 MB) is more than the 0.4 MB of upload space you have left (1.0 MB in all).',
    );
    // Another user's allowance is their own.
    const other = await registerUser(server);
    expect(
      (await server.client(other.token).call(files.upload, { files: upload(pngOf(500 * 1024)) })).data
        .leftBytes,
    ).toBe(1024 * 1024 - 500 * 1024);
  });
});

describe('upload rate limit', () => {
  it('the 61st upload within 10 minutes answers 429', async () => {
    const server = await startTestServer('sqlite', { RATE_LIMIT: 'on' });
    try {
      const user = await registerUser(server);
      const client = server.client(user.token);
      for (let i = 0; i < 60; i++) await client.call(files.upload, { files: upload() });
      const refused = (await client.call(files.upload, { files: upload() }).catch((e) => e)) as ApiError;
      expect(refused.status).toBe(429);
    } finally {
      await server.close();
    }
  });
});
