import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';
import { buildApp, type BuiltApp } from '../../src/server/app';
import type { PostsModuleOptions } from '../../src/server/modules/posts/index';
import { configFromEnv, type ServerConfig } from '../../src/server/config';
import { createApiClient } from '../../src/shared/http/client';
import { formDataOf } from '../../src/shared/http/multipart';
import { integrationOf, type IntegrationId, type SettingsValues } from '../../src/shared/settings/registry';
import { checkChanges } from '../../src/shared/settings/schemas';
import type { Transport } from '../../src/shared/http/transport';
import type { BusinessClock } from '../../src/shared/time/business-clock';
import { adminQuery } from '../support/migrated-templates';

export type DbKind = 'sqlite' | 'postgres';

/** The databases a test file runs on: SQLite, and PostgreSQL too when TEST_DATABASE_URL is set (CI starts one). */
export const dbKinds = (): DbKind[] => (process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']);

export interface TestServer extends BuiltApp {
  dataDir: string;
  config: ServerConfig;
  /** A typed client that signs its requests with `token` when set. */
  client(token?: string): ReturnType<typeof createApiClient>;
  /** Raw request through the app (no network), for malformed input. */
  inject: BuiltApp['app']['inject'];
}

/**
 * A fresh database (a throwaway PostgreSQL database, or a SQLite file in a temp folder) per server.
 * Under Vitest it starts migrated, a copy of the database tests/support/migrated-templates.ts made.
 */
export async function freshDatabaseUrl(
  kind: DbKind,
  admin = process.env.TEST_DATABASE_URL!,
): Promise<{ url?: string; drop(): Promise<void> }> {
  if (kind === 'sqlite') return { url: undefined, drop: async () => {} };
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const template = process.env.TEST_PG_TEMPLATE;
  // FILE_COPY copies the template's files as they are; the default (WAL_LOG) writes every page of it
  // through the write-ahead log, which took three times as long (170 against 50 ms a database).
  const copy = template ? ` TEMPLATE ${template} STRATEGY FILE_COPY` : '';
  await adminQuery(admin, `CREATE DATABASE ${name}${copy}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      // The server's pool has ended, but its backends may take a moment to go; FORCE would kill them
      // mid-goodbye and their clients would report it as an error. Wait for them first.
      for (let attempt = 0; ; attempt++) {
        try {
          await c.query(`DROP DATABASE IF EXISTS ${name}${attempt >= 20 ? ' WITH (FORCE)' : ''}`);
          break;
        } catch (err) {
          if (attempt >= 20) throw err;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      await c.end();
    },
  };
}

/** Settings to save before the test starts, as an Admin would on the Settings page (secrets in plain). */
export type SeedSettings = {
  [I in IntegrationId]?: Partial<Record<keyof SettingsValues<I>, string | boolean>>;
};

/** Saves settings through the same checks and encryption as the Settings page. */
export async function seedSettings(server: Pick<TestServer, 'ctx'>, seed: SeedSettings): Promise<void> {
  for (const [id, values] of Object.entries(seed) as [IntegrationId, Record<string, string | boolean>][]) {
    const secrets = integrationOf(id)!.fields.filter((f) => f.secret);
    const secretKeys = new Set(secrets.map((f) => f.key));
    const input = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [
        key,
        secretKeys.has(key) ? { action: 'replace' as const, value: String(value) } : value,
      ]),
    );
    const { changes, errors } = checkChanges(id, input);
    if (Object.keys(errors).length) throw new Error(`bad seed settings for ${id}: ${JSON.stringify(errors)}`);
    await server.ctx.settings.save(id, changes);
  }
}

/**
 * A server on a fresh database. `env` is its environment (integration variables there override
 * the Settings page, as in production); `options.settings` are saved as an Admin would save them.
 */
export async function startTestServer(
  kind: DbKind = 'sqlite',
  env: NodeJS.ProcessEnv = {},
  options: {
    settings?: SeedSettings;
    /** The business clock, e.g. one whose `now` is a chosen moment (issue 9 section 3). */
    clock?: BusinessClock;
    /** Replaces the silent log (a test that reads what is logged). */
    logger?: Logger;
    /** Fast waits for the social providers and the publisher. */
    posts?: PostsModuleOptions;
  } = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bizsuite-test-'));
  const database = await freshDatabaseUrl(kind);
  const migrated = process.env.TEST_SQLITE_TEMPLATE;
  if (kind === 'sqlite' && migrated && !env.DATABASE_URL)
    fs.copyFileSync(migrated, path.join(dataDir, 'platform.sqlite'));
  const config = configFromEnv({
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'silent',
    RATE_LIMIT: 'off',
    JOBS: 'off',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  const built = await buildApp(config, {
    clock: options.clock,
    logger: options.logger,
    posts: options.posts,
  });
  await built.app.ready();
  if (options.settings) await seedSettings(built, options.settings);

  const transportFor = (token?: string): Transport => ({
    async request(req) {
      // A multipart endpoint's files go as form data, as the browser and the desktop gateway send them.
      const form = req.files ? new Response(formDataOf(req.body, req.files)) : null;
      const res = await built.app.inject({
        method: req.method,
        url: req.url,
        payload: form
          ? Buffer.from(await form.arrayBuffer())
          : req.body === undefined
            ? undefined
            : JSON.stringify(req.body),
        headers: {
          ...(form
            ? { 'content-type': form.headers.get('content-type')! }
            : req.body !== undefined
              ? { 'content-type': 'application/json' }
              : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(req.idempotencyKey ? { 'idempotency-key': req.idempotencyKey } : {}),
        },
      });
      const type = String(res.headers['content-type'] ?? '');
      return type.includes('application/json')
        ? { status: res.statusCode, body: res.json(), contentType: type }
        : { status: res.statusCode, body: new Uint8Array(res.rawPayload), contentType: type };
    },
  });

  return {
    ...built,
    dataDir,
    config,
    client: (token) => createApiClient(transportFor(token)),
    inject: built.app.inject.bind(built.app),
    async close() {
      await built.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
