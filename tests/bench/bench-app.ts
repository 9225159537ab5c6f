import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../../src/server/app';
import { configFromEnv } from '../../src/server/config';
import { givePlan } from '../helpers/plans';
import type { TestServer } from '../helpers/server';
import { freePort, startServerProcess, type RunningServer } from '../main/server-process';
import type { BenchDatabase } from './databases';

/**
 * A server for a benchmark on loopback (no rate limits, no jobs, silent) with one User who holds a
 * plan of `modules` ({ module number: allowance }); `stop` closes it and removes its data folder.
 */
export async function benchAppWithUser(
  database: BenchDatabase,
  user: { companyName: string; email: string; mobileNumber: string },
  modules: Record<number, number>,
  options: Parameters<typeof buildApp>[1] = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-app-'));
  const config = configFromEnv({
    DATA_DIR: dataDir,
    PORT: '0',
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'silent',
    JOBS: 'off',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  });
  const built = await buildApp(config, { logger: pino({ level: 'silent' }), ...options });
  const stop = async () => {
    await built.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = built.app.server.address() as { port: number };
    const base = `http://127.0.0.1:${port}`;
    const reg = await fetch(`${base}/api/Account/Register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...user, countryCode: '91', password: 'secret123', acceptTerms: true }),
    });
    const token = ((await reg.json()) as { data: { token: string } }).data.token;
    const me = (await (
      await fetch(`${base}/api/Account/Me`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { data: { id: number } };
    await givePlan(built as unknown as TestServer, me.data.id, modules);
    return { base, token, stop, built, userId: me.data.id, dataDir };
  } catch (err) {
    await stop();
    throw err;
  }
}

/**
 * The server bundle in a process of its own on a bench app's data (as it runs in production, and as
 * nginx runs beside it): on PostgreSQL the secrets are not in the data folder, so it is given them.
 */
export async function servedBenchApp(
  database: BenchDatabase,
  app: { dataDir: string; built: { ctx: { config: { jwtSecret?: string } } } },
): Promise<RunningServer> {
  const secret = crypto.randomBytes(48).toString('base64');
  return startServerProcess(app.dataDir, await freePort(), 60_000, {
    JOBS: 'off',
    LOG_LEVEL: 'warn',
    ...(database.url
      ? {
          DATABASE_URL: database.url,
          JWT_SECRET: app.built.ctx.config.jwtSecret ?? secret,
          SECRETS_KEY: secret,
        }
      : {}),
  });
}
