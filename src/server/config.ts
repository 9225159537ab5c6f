import path from 'node:path';
import { SETTINGS_ENV_NAMES } from '../shared/settings/registry';

/** Everything the server reads from its environment, read once at start-up. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /**
   * Where published websites are written and served from (SITES_DIR, default DATA_DIR/sites): one
   * folder every server instance shares (a network volume), as each may publish or serve any site.
   */
  sitesDir?: string;
  /** PostgreSQL connection string; SQLite under dataDir when absent. */
  databaseUrl?: string;
  /**
   * PostgreSQL statements prepared once per connection (db/pg-prepared.ts); off
   * (DATABASE_PREPARED_STATEMENTS=off) behind a pooler that hands a session's statements to others.
   */
  preparedStatements?: boolean;
  publicBaseUrl: string;
  /** PUBLIC_BASE_URL was given; without it the public address becomes the one listened on (listen.ts). */
  publicBaseUrlGiven: boolean;
  jwtSecret?: string;
  /** Folder of the built renderer served in browser mode. */
  staticDir?: string;
  logLevel: string;
  /** Rate limits apply unless switched off (tests that sign in many times). */
  rateLimit: boolean;
  /**
   * Which proxies' X-Forwarded-For to believe (TRUST_PROXY): off by default, so a client cannot
   * pick its own address; a hop count ("1") or a comma-separated list of addresses and CIDRs.
   */
  trustProxy: false | number | string[];
  /** Scheduled jobs run unless switched off (tests run them by hand). */
  jobs: boolean;
  /**
   * Meta and Google fetch a post's media by its address, so a loopback or private address fails
   * those targets at once, saying what to set (issue 13). SOCIAL_MEDIA_CHECK=off lifts the check
   * for trials against loopback stand-ins of the networks only.
   */
  socialMediaCheck: boolean;
  /**
   * How long one AI writer call may take (AI_TIMEOUT_MS; issue 11: 60 s). Tests shorten it to play a
   * service that never answers.
   */
  aiTimeoutMs: number;
  /**
   * Tests only (FETCH_TEST_HOSTS="media.test=127.0.0.1:4567,…"): names the guarded fetch resolves
   * to a loopback fake, whose exact address and port it may then reach although private. Read only
   * when NODE_ENV is test: a deployment's environment can never open the guard.
   */
  fetchTestHosts: Record<string, string>;
  /**
   * SECRETS_KEY: the key that seals the secrets saved on the Settings page (any length; HKDF makes
   * the AES key). Absent, one is generated into the data folder.
   */
  secretsKey?: string;
  /**
   * The integration settings' environment variables that are set (src/shared/settings/registry.ts).
   * Each overrides the value saved on the Settings page; everything else is read from there.
   */
  settingsEnv: Record<string, string>;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  const host = env.HOST ?? '127.0.0.1';
  return {
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    sitesDir: env.SITES_DIR ? path.resolve(env.SITES_DIR) : undefined,
    databaseUrl: env.DATABASE_URL || undefined,
    preparedStatements: env.DATABASE_PREPARED_STATEMENTS !== 'off',
    publicBaseUrl: (env.PUBLIC_BASE_URL ?? `http://${host}:${port}`).replace(/\/$/, ''),
    publicBaseUrlGiven: Boolean(env.PUBLIC_BASE_URL),
    jwtSecret: env.JWT_SECRET || undefined,
    staticDir: env.STATIC_DIR ? path.resolve(env.STATIC_DIR) : undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    rateLimit: env.RATE_LIMIT !== 'off',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    jobs: env.JOBS !== 'off',
    socialMediaCheck: env.SOCIAL_MEDIA_CHECK !== 'off',
    aiTimeoutMs: Number(env.AI_TIMEOUT_MS) > 0 ? Number(env.AI_TIMEOUT_MS) : 60_000,
    fetchTestHosts: Object.fromEntries(
      ((env.NODE_ENV ?? process.env.NODE_ENV) === 'test' ? (env.FETCH_TEST_HOSTS ?? '') : '')
        .split(',')
        .map((pair) => pair.trim().split('='))
        .filter((pair) => pair.length === 2 && pair[0] && pair[1]),
    ),
    secretsKey: env.SECRETS_KEY || undefined,
    settingsEnv: Object.fromEntries(
      SETTINGS_ENV_NAMES.filter((name) => env[name]).map((name) => [name, env[name]!]),
    ),
  };
}

/** Shortest signing or sealing secret the server accepts, in bytes. */
export const MIN_SECRET_BYTES = 32;

/**
 * Why this configuration must not start, or nothing. With DATABASE_URL several instances share one
 * database, so each must sign tokens and seal settings with the same secrets: generated per-machine
 * files would make every instance refuse the others' sessions and settings (issue 10).
 */
export function startupProblems(config: ServerConfig): string[] {
  const problems: string[] = [];
  if (!config.databaseUrl) return problems;
  const check = (name: string, value: string | undefined) => {
    if (!value)
      problems.push(
        `${name} is required with DATABASE_URL (at least ${MIN_SECRET_BYTES} bytes, the same on every instance)`,
      );
    else if (Buffer.byteLength(value) < MIN_SECRET_BYTES)
      problems.push(
        `${name} is shorter than ${MIN_SECRET_BYTES} bytes; use a longer random value (openssl rand -base64 48)`,
      );
  };
  check('JWT_SECRET', config.jwtSecret);
  check('SECRETS_KEY', config.secretsKey);
  return problems;
}

/** TRUST_PROXY: empty, "off" or "false" → trust none; a whole number → that many hops; else a list. */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const text = value?.trim() ?? '';
  if (!text || text === 'off' || text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
