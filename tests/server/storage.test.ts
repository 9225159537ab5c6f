import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesContract as files } from '../../src/shared/files/contract';
import { storageFor, type StorageSettings } from '../../src/server/providers/storage/select';
import type { Storage } from '../../src/server/providers/storage/storage';
import { testStorageConnection } from '../../src/server/providers/storage/test-connection';
import { registerUser } from '../helpers/accounts';
import { dbKinds, startTestServer, type TestServer } from '../helpers/server';
import { startFakeS3, type FakeS3 } from '../fakes/s3/server';

/** The clock a connection test is given (the server gives its own). */
const testClock = () => new Date();

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(() => s3?.close());

const s3Settings = (): StorageSettings => ({
  driver: 's3',
  endpoint: s3.endpoint,
  bucket: s3.bucket,
  region: 'us-east-1',
  accessKeyId: s3.accessKeyId,
  secretAccessKey: s3.secretAccessKey,
  forcePathStyle: true,
});

describe.each(['local', 's3'] as const)('the %s storage', (driver) => {
  let dataDir: string;
  let storage: Storage;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-'));
    storage = storageFor(driver === 's3' ? s3Settings() : { driver: 'local' }, {
      dataDir,
      signingKey: crypto.randomBytes(32),
      now: () => new Date(),
      publicBaseUrl: 'http://127.0.0.1:1',
    });
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const key = () => `${crypto.randomUUID()}.png`;

  it('keeps what is put, with its type, until it is deleted', async () => {
    const k = key();
    await storage.put(k, PNG, 'image/png');
    const back = await storage.get(k);
    expect(back?.bytes.equals(PNG)).toBe(true);
    expect(back?.contentType).toBe('image/png');
    await storage.delete(k);
    expect(await storage.get(k)).toBeNull();
    await storage.delete(k); // deleting twice is not an error
  });

  it('answers nothing for a key it never stored and refuses keys that are not ours', async () => {
    expect(await storage.get(key())).toBeNull();
    expect(await storage.get('../../etc/passwd')).toBeNull();
    await expect(storage.put('../escape.png', PNG, 'image/png')).rejects.toThrow(/bad storage key/);
  });

  it('gives signed addresses bound to the object and its expiry', async () => {
    const k = key();
    await storage.put(k, PNG, 'image/png');
    const url = new URL(await storage.signedUrl(k, 60));
    expect(url.search).toMatch(/sig|Signature/i);
    if (driver === 's3') {
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    }
  });

  it('gives a presigned upload address that stores what is sent to it', async () => {
    if (driver === 'local') return; // the platform route serves it; tested through the server below
    const k = key();
    const upload = await storage.presignedUpload(k, 'image/png', 1024, 60);
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(PNG)]), 'logo.png');
    const res = await fetch(upload.url, { method: 'POST', body: form });
    expect(res.status).toBe(204);
    expect((await storage.get(k))?.bytes.equals(PNG)).toBe(true);
  });
});

describe('Settings → File storage → Test connection', () => {
  it('puts, reads and deletes a test object in the bucket', async () => {
    const answer = await testStorageConnection(s3Settings(), os.tmpdir(), testClock);
    expect(answer).toEqual({
      ok: true,
      message: `Wrote, read and deleted a test file in bucket "${s3.bucket}".`,
    });
  });

  it('says why when the key is wrong, the endpoint is down or a setting is missing', async () => {
    const wrongKey = await testStorageConnection(
      { ...s3Settings(), accessKeyId: 'NOPE' },
      os.tmpdir(),
      testClock,
    );
    expect(wrongKey.ok).toBe(false);
    expect(wrongKey.message).toMatch(/^InvalidAccessKeyId: /);
    const down = await testStorageConnection(
      { ...s3Settings(), endpoint: 'http://127.0.0.1:9' },
      os.tmpdir(),
      testClock,
    );
    expect(down).toEqual({ ok: false, message: expect.stringMatching(/refused|connect/i) });
    const missing = await testStorageConnection({ driver: 's3', bucket: 'b' }, os.tmpdir(), testClock);
    expect(missing).toEqual({
      ok: false,
      message: 'File storage is set to S3 but Access key id, Secret access key are missing',
    });
  });

  it('works on the local disk', async () => {
    const answer = await testStorageConnection(
      { driver: 'local' },
      fs.mkdtempSync(path.join(os.tmpdir(), 'st-')),
      testClock,
    );
    expect(answer.ok).toBe(true);
  });
});

describe.each(dbKinds().flatMap((db) => (['local', 's3'] as const).map((driver) => [db, driver] as const)))(
  'uploads through the server (%s, %s storage)',
  (kind, driver) => {
    let server: TestServer;
    let user: ReturnType<TestServer['client']>;
    beforeAll(async () => {
      server = await startTestServer(kind, driver === 's3' ? s3.env : {});
      user = server.client((await registerUser(server)).token);
    });
    afterAll(() => server?.close());

    it('an uploaded image is stored in the configured storage and served at its address', async () => {
      const { data } = await user.call(files.upload, {
        files: { file: { name: 'logo.png', data: PNG } },
      });
      const address = new URL(data.url);
      const res = await server.inject({ method: 'GET', url: address.pathname + address.search });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload.equals(PNG)).toBe(true);
      const storage = await server.ctx.storage();
      expect(storage.driver).toBe(driver);
      expect((await storage.get(data.id))?.bytes.equals(PNG)).toBe(true);
      const onDisk = fs.existsSync(path.join(server.dataDir, 'files', data.id));
      expect(onDisk).toBe(driver === 'local');
    });

    it('a presigned upload address takes one file of its type and size, once', async () => {
      const storage = await server.ctx.storage();
      const k = `${crypto.randomUUID()}.png`;
      const upload = await storage.presignedUpload(k, 'image/png', PNG.length, 600);
      const send = async (body: Buffer, type = 'image/png') => {
        const form = new FormData();
        for (const [name, value] of Object.entries({ ...upload.fields, 'Content-Type': type }))
          form.append(name, value);
        form.append('file', new Blob([new Uint8Array(body)]), 'logo.png');
        if (driver === 's3') return (await fetch(upload.url, { method: 'POST', body: form })).status;
        const encoded = new Response(form);
        const res = await server.inject({
          method: 'POST',
          url: upload.url.replace(server.config.publicBaseUrl, ''),
          payload: Buffer.from(await encoded.arrayBuffer()),
          headers: { 'content-type': encoded.headers.get('content-type')! },
        });
        return res.statusCode;
      };
      if (driver === 'local') {
        expect(await send(Buffer.concat([PNG, PNG]))).toBe(413);
        expect(await send(PNG, 'image/jpeg')).toBe(403);
      }
      expect(await send(PNG)).toBe(204);
      if (driver === 'local') expect(await send(PNG)).toBe(409);
      expect((await storage.get(k))?.bytes.equals(PNG)).toBe(true);
      if (driver === 'local') {
        // Not a file row yet: only its signed address serves it.
        expect((await server.inject({ method: 'GET', url: `/files/${k}` })).statusCode).toBe(404);
        const signed = await storage.signedUrl(k, 60);
        const res = await server.inject({
          method: 'GET',
          url: signed.replace(server.config.publicBaseUrl, ''),
        });
        expect(res.statusCode).toBe(200);
        expect(res.rawPayload.equals(PNG)).toBe(true);
        // Change the signature's first character to a different one (one in 64 already is 'x').
        const tampered = signed.replace(/sig=(.)/, (_, c: string) => `sig=${c === 'x' ? 'y' : 'x'}`);
        expect(
          (await server.inject({ method: 'GET', url: tampered.replace(server.config.publicBaseUrl, '') }))
            .statusCode,
        ).toBe(404);
      }
    });
  },
);
