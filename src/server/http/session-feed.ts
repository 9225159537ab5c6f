import { sql } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import type { DB } from '../db/connect';
import type { UserCache } from './user-cache';

/** NOTIFYed by the database's triggers (migration 20261127000300): `s:<session id>` or `u:<user id>`. */
const SESSION_CHANNEL = 'bizsuite_session_changed';
/** NOTIFYed by an instance after a change to what Account/Me shows (plans, company…): the user id. */
const USER_CHANNEL = 'bizsuite_user_changed';
/** How the listening connection shows in pg_stat_activity. */
export const FEED_APPLICATION_NAME = 'bizsuite-session-feed';
const FIRST_RETRY_MS = 100;
const LONGEST_RETRY_MS = 5_000;
/** A connection that died without a word (no FIN) is found by a ping this often. */
const PING_EVERY_MS = 5_000;

/**
 * The change feed that keeps each instance's session cache right on PostgreSQL (issue 22): one
 * connection LISTENs; what it hears is forgotten at once. When the connection is lost the cache stops
 * serving sessions (each request is checked against the database) until a new connection listens
 * again, tried with a growing back-off. Answers the function that stops it.
 */
export async function startSessionFeed(
  cache: UserCache,
  db: DB,
  databaseUrl: string,
  log: Logger,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | null = null;
  let pingTimer: NodeJS.Timeout | null = null;

  function heard(channel: string, payload = '') {
    if (channel === USER_CHANNEL) {
      const userId = Number(payload);
      if (Number.isInteger(userId)) cache.forgetUserHere(userId);
      return;
    }
    const [kind, id] = [payload.slice(0, 2), payload.slice(2)];
    if (kind === 's:') cache.forgetSession(id);
    else if (kind === 'u:' && Number.isInteger(Number(id))) cache.forgetUserHere(Number(id));
  }

  function lost(which: pg.Client, err?: unknown) {
    if (which !== client) return;
    client = null;
    if (pingTimer) clearInterval(pingTimer);
    pingTimer = null;
    cache.setFeedLive(false);
    which.end().catch(() => {});
    if (stopped) return;
    log.warn({ err, retryMs }, 'session feed lost its connection: checking sessions in the database');
    retryTimer = setTimeout(() => void listen(), retryMs);
    retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
  }

  async function listen(): Promise<void> {
    retryTimer = null;
    if (stopped) return;
    const next = new pg.Client({
      connectionString: databaseUrl,
      application_name: FEED_APPLICATION_NAME,
      keepAlive: true,
    });
    client = next;
    // A dropped connection must not end the process: it is the signal to fall back.
    next.on('error', (err) => lost(next, err));
    next.on('end', () => lost(next));
    next.on('notification', (m) => heard(m.channel, m.payload));
    try {
      await next.connect();
      await next.query(`LISTEN ${SESSION_CHANNEL}; LISTEN ${USER_CHANNEL}`);
    } catch (err) {
      lost(next, err);
      return;
    }
    if (next !== client || stopped) return;
    retryMs = FIRST_RETRY_MS;
    // Listening from here on: what was cached before may have missed changes, so start afresh.
    cache.setFeedLive(true);
    pingTimer = setInterval(() => {
      next.query('select 1').catch((err: unknown) => lost(next, err));
    }, PING_EVERY_MS);
    pingTimer.unref();
  }

  await listen();
  cache.onForget = (userId) => {
    sql`select pg_notify(${USER_CHANNEL}, ${String(userId)})`
      .execute(db)
      .catch((err: unknown) => log.warn({ err }, 'could not announce a user change'));
  };
  return async () => {
    stopped = true;
    cache.onForget = null;
    if (retryTimer) clearTimeout(retryTimer);
    if (pingTimer) clearInterval(pingTimer);
    const last = client;
    client = null;
    await last?.end().catch(() => {});
  };
}
