import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../../src/server/app';
import { configFromEnv } from '../../src/server/config';
import { PNG } from '../helpers/brand';
import { samplePackage } from '../helpers/template-package';

type Inject = Awaited<ReturnType<typeof buildApp>>['app']['inject'];

/** Runs `count` tasks, `concurrency` at a time; answers how long they took in seconds. */
async function timed(count: number, concurrency: number, task: (i: number) => Promise<void>) {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await task(next++);
    }),
  );
  return (performance.now() - started) / 1000;
}

async function call(inject: Inject, method: 'GET' | 'POST', url: string, token?: string, body?: unknown) {
  const res = await inject({
    method,
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res;
}

/** A file sent as form data (issue 22: uploads are multipart), with text fields before it. */
async function upload(
  inject: Inject,
  url: string,
  token: string,
  name: string,
  bytes: Buffer,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const encoded = new Response(form);
  const res = await inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  if (res.statusCode >= 300) throw new Error(`POST ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res;
}

/**
 * Template renders per second (issue 12, Benchmark): GET Template/{id}/Render at 1080 px PNG for
 * the sample template (docs/template-sample), each user with their own brand. Uncached: every user
 * once (each brand is a new drawing); cached: the same users again and again.
 */
export async function benchTemplates(
  options: { users?: number; cachedRenders?: number; concurrency?: number } = {},
) {
  const users = options.users ?? Number(process.env.BENCH_TEMPLATE_USERS ?? 40);
  const cachedRenders = options.cachedRenders ?? Number(process.env.BENCH_TEMPLATE_CACHED ?? 400);
  const concurrency = options.concurrency ?? 4;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-templates-'));
  const config = configFromEnv({
    DATA_DIR: dataDir,
    PORT: '0',
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'silent',
    JOBS: 'off',
  });
  const built = await buildApp(config, { logger: pino({ level: 'silent' }) });
  const inject = built.app.inject.bind(built.app);
  try {
    const admin = (
      await call(inject, 'POST', '/api/Account/Setup', undefined, {
        userName: 'Admin',
        email: 'admin@example.com',
        password: 'secret123',
      })
    ).json().data.token as string;
    const pkg = (await upload(inject, '/api/Template/Package', admin, 'festive.zip', samplePackage())).json()
      .data.id as string;
    const cover = (await upload(inject, '/api/Files', admin, 'cover.png', PNG, { isWeb: 'true' })).json().data
      .url as string;
    const template = (
      await call(inject, 'POST', '/api/Template', admin, {
        templateName: 'Festive Offer',
        coverImageURL: cover,
        zipFile: pkg,
        zipDefaultFile: pkg,
        primary_Font: 1,
        secondary_Font: 1,
        primary_color: '#FA8C16',
        secondary_color: '#1F1F1F',
      })
    ).json().data.id as number;

    const tokens: string[] = [];
    for (let n = 0; n < users; n++) {
      const token = (
        await call(inject, 'POST', '/api/Account/Register', undefined, {
          companyName: `Bench Bakery ${n}`,
          email: `bench-template-${n}@example.com`,
          countryCode: '91',
          mobileNumber: String(9200000000 + n),
          password: 'secret123',
          acceptTerms: true,
        })
      ).json().data.token as string;
      const logo = (await upload(inject, '/api/Files', token, 'logo.png', PNG)).json().data.url as string;
      await call(inject, 'POST', '/api/BrandInformation', token, {
        companyLogo: logo,
        brandColor: 'FA8C16',
        companyName: `Bench Bakery ${n}`,
        email: `hello${n}@bench.example`,
        mobileNumber: '+91 98765 43210',
        website: `bench${n}.example`,
        address1: '4 MG Road',
        address2: 'Shivajinagar',
        address3: 'Pune 411005',
        businessType: 'Product',
      });
      tokens.push(token);
    }

    // The PNG is read as a stream, as a socket would take it: inject's default turns the whole body
    // into a string, which cost more than the server's own work on a cached render.
    const render = async (i: number) => {
      const res = await inject({
        method: 'GET',
        url: `/api/Template/${template}/Render?width=1080`,
        headers: { authorization: `Bearer ${tokens[i % tokens.length]}` },
        payloadAsStream: true,
      });
      if (res.statusCode !== 200) throw new Error(`Render: ${res.statusCode}`);
      for await (const chunk of res.stream()) void chunk;
    };
    const uncachedSeconds = await timed(users, concurrency, render);
    const cachedSeconds = await timed(cachedRenders, concurrency, render);
    const figures = {
      uncachedPerSecond: Math.round((users / uncachedSeconds) * 10) / 10,
      uncachedMs: Math.round((uncachedSeconds * 1000 * concurrency) / users),
      cachedPerSecond: Math.round(cachedRenders / cachedSeconds),
    };
    console.log(
      [
        `\n== Templates: GET /api/Template/{id}/Render, 1080 px PNG of the sample template (${concurrency} at a time) ==`,
        `uncached (${users} brands)     ${String(figures.uncachedPerSecond).padStart(7)} renders/s   about ${figures.uncachedMs} ms each   (target ≥ 60/s)`,
        `cached (${cachedRenders} renders)     ${String(figures.cachedPerSecond).padStart(7)} renders/s   (target ≥ 500/s)`,
      ].join('\n'),
    );
    return figures;
  } finally {
    await built.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
