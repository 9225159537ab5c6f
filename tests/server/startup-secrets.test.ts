import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configFromEnv, startupProblems } from '../../src/server/config';
import { loadSecret } from '../../src/server/http/tokens';
import { loadSecretsKey } from '../../src/server/modules/settings/secret-box';

const LONG = 'x'.repeat(32);

/** Issue 10: several instances on one PostgreSQL must share their signing and sealing secrets. */
describe('secrets a shared-database server needs', () => {
  const withDb = (env: Record<string, string>) =>
    startupProblems(configFromEnv({ DATABASE_URL: 'postgres://db/bizsuite', ...env }));

  it('requires JWT_SECRET and SECRETS_KEY of at least 32 bytes with DATABASE_URL', () => {
    expect(withDb({})).toEqual([
      'JWT_SECRET is required with DATABASE_URL (at least 32 bytes, the same on every instance)',
      'SECRETS_KEY is required with DATABASE_URL (at least 32 bytes, the same on every instance)',
    ]);
    expect(withDb({ JWT_SECRET: 'short', SECRETS_KEY: LONG })).toEqual([
      'JWT_SECRET is shorter than 32 bytes; use a longer random value (openssl rand -base64 48)',
    ]);
    expect(withDb({ JWT_SECRET: LONG, SECRETS_KEY: LONG })).toEqual([]);
    // One machine on SQLite generates its own secrets into the data folder.
    expect(startupProblems(configFromEnv({}))).toEqual([]);
  });

  it('the server process refuses to start and says why', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, DATABASE_URL: 'postgres://127.0.0.1:9/none', JWT_SECRET: '', SECRETS_KEY: LONG },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('The server cannot start:\n- JWT_SECRET is required with DATABASE_URL');
  });

  it('refuses an emptied or truncated secret file instead of signing with it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-'));
    expect(loadSecret(dir)).toHaveLength(48); // generated once
    expect(Buffer.from(loadSecret(dir))).toEqual(Buffer.from(loadSecret(dir)));
    fs.writeFileSync(path.join(dir, 'jwt-secret'), '');
    expect(() => loadSecret(dir)).toThrow(/jwt-secret is empty or shorter than 32 bytes/);
    fs.writeFileSync(path.join(dir, 'jwt-secret'), Buffer.alloc(8).toString('base64'));
    expect(() => loadSecret(dir)).toThrow(/shorter than 32 bytes/);
    // The settings' secrets key, the same way.
    expect(loadSecretsKey(dir)).toHaveLength(32);
    fs.writeFileSync(path.join(dir, 'secrets-key'), '');
    expect(() => loadSecretsKey(dir)).toThrow(/secrets-key is empty or shorter than 32 bytes/);
  });
});
