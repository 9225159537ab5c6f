import { execSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountContract as account } from '../../src/shared/account/contract';
import { filesContract as files } from '../../src/shared/files/contract';
import { createApiClient } from '../../src/shared/http/client';
import { formDataOf } from '../../src/shared/http/multipart';
import type { Transport } from '../../src/shared/http/transport';
import { usersContract as users } from '../../src/shared/users/contract';
import { startFakeS3, type FakeS3 } from '../fakes/s3/server';
import { freshDatabaseUrl } from '../helpers/server';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface Instance {
  child: ChildProcess;
  origin: string;
  dataDir: string;
}

/** The built server bundle (`npm run build:server`), as `npm run server` and the Dockerfile run it. */
async function startBuilt(env: Record<string, string>): Promise<Instance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'instance-'));
  const child = spawn(process.execPath, ['out/server/main.mjs'], {
    env: { ...process.env, ...env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += String(d)));
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${stderr}`)), 30_000);
    child.stdout!.on('data', (chunk) => {
      const m = /LISTENING (\S+)/.exec(String(chunk));
      if (m) {
        clearTimeout(timer);
        resolve(`http://${m[1]}`);
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${stderr}`)));
  });
  return { child, origin, dataDir };
}

function clientOf(origin: string, token?: string) {
  const transport: Transport = {
    async request(req) {
      const res = await fetch(origin + req.url, {
        method: req.method,
        headers: {
          ...(req.body !== undefined && !req.files ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: req.files
          ? formDataOf(req.body, req.files)
          : req.body === undefined
            ? undefined
            : JSON.stringify(req.body),
      });
      const type = res.headers.get('content-type') ?? '';
      return type.includes('json')
        ? { status: res.status, body: await res.json(), contentType: type }
        : { status: res.status, body: new Uint8Array(await res.arrayBuffer()), contentType: type };
    },
  };
  return createApiClient(transport);
}

/**
 * Issue 10, several server instances: two built server processes on one PostgreSQL database and one
 * S3-compatible bucket behave as one server.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof freshDatabaseUrl>>;
  let s3: FakeS3;
  let a: Instance;
  let b: Instance;
  beforeAll(async () => {
    execSync('npm run build:server', { stdio: 'ignore' });
    database = await freshDatabaseUrl('postgres');
    s3 = await startFakeS3();
    const env = {
      DATABASE_URL: database.url!,
      JWT_SECRET: 'a-signing-secret-shared-by-every-instance-0123456789',
      SECRETS_KEY: 'a-sealing-key-shared-by-every-instance-0123456789',
      ...s3.env,
    };
    // One at a time: the first runs the migrations.
    a = await startBuilt(env);
    b = await startBuilt(env);
  }, 90_000);
  afterAll(async () => {
    for (const instance of [a, b]) {
      if (!instance) continue;
      const exited = new Promise((r) => instance.child.once('exit', r));
      instance.child.kill('SIGTERM');
      await exited;
      fs.rmSync(instance.dataDir, { recursive: true, force: true });
    }
    await s3?.close();
    await database?.drop();
  });

  it('a session made on one works on the other, and a deactivation on one is refused on the other within a second', async () => {
    const setup = await clientOf(a.origin).call(account.setup, {
      body: { userName: 'Admin', email: 'admin@example.com', password: 'secret123' },
    });
    const registered = await clientOf(a.origin).call(account.register, {
      body: {
        companyName: 'Two Instances Co',
        email: 'owner@example.com',
        countryCode: '91',
        mobileNumber: '9876500001',
        password: 'secret123',
        acceptTerms: true,
      },
    });
    const me = await clientOf(b.origin, registered.data.token).call(account.me);
    expect(me.data.email).toBe('owner@example.com');
    // Warm b's caches, then deactivate through a.
    await clientOf(b.origin, registered.data.token).call(account.me);
    await clientOf(a.origin, setup.data.token).call(users.updateStatus, {
      params: { id: me.data.id },
      body: { id: me.data.id, isActive: false },
    });
    // b hears it through the database's change feed (issue 22): refused within a second, polled.
    const deadline = performance.now() + 1000;
    let status = 200;
    while (status !== 401 && performance.now() < deadline) {
      status = await clientOf(b.origin, registered.data.token)
        .call(account.me)
        .then(
          () => 200,
          (err: { status: number }) => err.status,
        );
      if (status !== 401) await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toBe(401);
  });

  it('a file uploaded through one is served by the other', async () => {
    const registered = await clientOf(b.origin).call(account.register, {
      body: {
        companyName: 'Files Co',
        email: 'files@example.com',
        countryCode: '91',
        mobileNumber: '9876500002',
        password: 'secret123',
        acceptTerms: true,
      },
    });
    const uploaded = await clientOf(a.origin, registered.data.token).call(files.upload, {
      files: { file: { name: 'logo.png', data: PNG } },
    });
    const address = new URL(uploaded.data.url);
    const res = await fetch(`${b.origin}${address.pathname}${address.search}`);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('a due job runs once, not once per instance', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const count = async () =>
        Number(
          (await client.query(`select count(*) as n from cron_logs where cron_type = 'Housekeeping'`)).rows[0]
            .n,
        );
      const deadline = Date.now() + 20_000;
      while ((await count()) === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
      await new Promise((r) => setTimeout(r, 1500));
      expect(await count()).toBe(1);
    } finally {
      await client.end();
    }
  });
});
