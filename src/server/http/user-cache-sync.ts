import { sql } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import type { DB } from '../db/connect';
import type { UserCache } from './user-cache';

const CHANNEL = 'bizsuite_user_changed';

/**
 * Keeps the user caches of several server instances on one PostgreSQL database in step: a change in
 * one instance is sent with NOTIFY and every other instance forgets that user's cached answers.
 * Answers the function that stops listening.
 */
export async function syncUserCaches(
  cache: UserCache,
  db: DB,
  databaseUrl: string,
  log: Logger,
): Promise<() => Promise<void>> {
  const listener = new pg.Client({ connectionString: databaseUrl });
  // A dropped listening connection must not end the process; the sessions are never cached on
  // PostgreSQL, so only Me answers can be stale, for at most the cache's few seconds.
  listener.on('error', (err) => log.warn({ err }, 'user cache listener lost its connection'));
  await listener.connect();
  await listener.query(`LISTEN ${CHANNEL}`);
  listener.on('notification', (message) => {
    const userId = Number(message.payload);
    if (Number.isInteger(userId)) cache.forgetUserHere(userId);
  });
  cache.onForget = (userId) => {
    sql`select pg_notify(${CHANNEL}, ${String(userId)})`
      .execute(db)
      .catch((err: unknown) => log.warn({ err }, 'could not announce a user change'));
  };
  return async () => {
    cache.onForget = null;
    await listener.end().catch(() => {});
  };
}
