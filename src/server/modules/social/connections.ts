import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context';
import type { SocialConnectionsTable } from '../../db/schema';
import type { SocialProviders } from '../../providers/social';
import type { Network } from '../../../shared/social/platforms';
import { ReconnectNeeded, type Auth, type Tokens } from '../../providers/social/types';

export type ConnectionRow = Selectable<SocialConnectionsTable>;

/**
 * A refresh lock that outlives this is taken to have crashed; the next caller may refresh. Longer
 * than a refresh can take (one token call, never repeated once sent, times out in 30 s; issue 22
 * §6), and renewed while the refresh runs.
 */
const REFRESH_LOCK_MS = 3 * 60_000;

/**
 * A connection's tokens, sealed at rest (issue 13: AES-256-GCM, never logged or returned), and their
 * refresh. X's refresh token is single use: two refreshes of one connection at once would spend it
 * twice and lock the account out, so a refresh runs under a lock in the database row (several
 * server instances share it); a caller that finds the lock taken waits for the winner's tokens.
 */
export function connectionTokens(ctx: AppContext, providers: SocialProviders) {
  const { db, box, clock } = ctx;
  const context = (c: Pick<ConnectionRow, 'user_id' | 'network'>) => `social:${c.user_id}:${c.network}`;

  const seal = (c: Pick<ConnectionRow, 'user_id' | 'network'>, t: Tokens) => ({
    access_token: box.seal(t.accessToken, context(c)),
    refresh_token: t.refreshToken ? box.seal(t.refreshToken, context(c)) : null,
    expires_at: t.expiresAt ? t.expiresAt.toISOString() : null,
  });

  function open(c: ConnectionRow): Tokens {
    const accessToken = box.open(c.access_token, context(c));
    // Sealed under another key (SECRETS_KEY changed): the account has to be connected again.
    if (accessToken === null) throw new ReconnectNeeded('The saved sign-in can no longer be read.');
    return {
      accessToken,
      refreshToken: c.refresh_token ? box.open(c.refresh_token, context(c)) : null,
      expiresAt: c.expires_at ? new Date(c.expires_at) : null,
    };
  }

  const read = (id: number) =>
    db.selectFrom('social_connections').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  async function markReconnect(id: number, reason: string) {
    await db
      .updateTable('social_connections')
      .set({ status: 'ReconnectNeeded', status_reason: reason, updated_at: clock.now().toISOString() })
      .where('id', '=', id)
      .execute();
  }

  /** Takes the row's refresh lock when it is free or expired; answers the holder's token, or null. */
  async function takeLock(connectionId: number): Promise<string | null> {
    const mine = crypto.randomUUID();
    const now = clock.now();
    const took = await db
      .updateTable('social_connections')
      .set({
        refresh_lock_until: new Date(now.getTime() + REFRESH_LOCK_MS).toISOString(),
        refresh_lock_holder: mine,
      })
      .where('id', '=', connectionId)
      .where((eb) =>
        eb.or([eb('refresh_lock_until', 'is', null), eb('refresh_lock_until', '<', now.toISOString())]),
      )
      .executeTakeFirst();
    return Number(took.numUpdatedRows) === 1 ? mine : null;
  }

  /** Renews (`release` false) or releases the lock, only while `mine` still holds it. */
  async function touchLock(connectionId: number, mine: string, release: boolean) {
    await db
      .updateTable('social_connections')
      .set(
        release
          ? { refresh_lock_until: null, refresh_lock_holder: null }
          : { refresh_lock_until: new Date(clock.now().getTime() + REFRESH_LOCK_MS).toISOString() },
      )
      .where('id', '=', connectionId)
      .where('refresh_lock_holder', '=', mine)
      .execute();
  }

  /**
   * Refreshes once under the row's lock; answers the tokens in force afterwards. A refresh whose
   * answer was lost (a time-out or a 5xx) is not repeated and does not mark the account: the
   * network may or may not have rotated the refresh token, so the stored one is kept and the next
   * refresh tries it; only a network that refuses it makes the account Reconnect needed.
   */
  async function refresh(connectionId: number, seen: Tokens): Promise<Tokens> {
    for (const deadline = performance.now() + REFRESH_LOCK_MS; ;) {
      const mine = await takeLock(connectionId);
      const row = await read(connectionId);
      if (mine) {
        const heartbeat = setInterval(() => {
          touchLock(connectionId, mine, false).catch((err: unknown) =>
            ctx.log.warn({ err, connection: connectionId }, 'the refresh lock was not renewed'),
          );
        }, REFRESH_LOCK_MS / 3).unref();
        try {
          const current = open(row);
          // Someone refreshed since the caller read its tokens: theirs are good.
          if (current.accessToken !== seen.accessToken) return current;
          const provider = await providers.provider(row.network as Network);
          const fresh = await provider.refresh(current);
          await db
            .updateTable('social_connections')
            .set({
              ...seal(row, fresh),
              status: 'Active',
              status_reason: null,
              updated_at: clock.now().toISOString(),
            })
            .where('id', '=', connectionId)
            .execute();
          return fresh;
        } catch (err) {
          if (err instanceof ReconnectNeeded) await markReconnect(connectionId, err.message);
          throw err;
        } finally {
          clearInterval(heartbeat);
          // Only our own lock: after a lost lease another caller may hold it now.
          await touchLock(connectionId, mine, true);
        }
      }
      if (performance.now() > deadline) return open(row);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** The tokens a provider call takes: a 401 refreshes (under the lock) and the call is retried once. */
  async function authOf(c: ConnectionRow): Promise<Auth> {
    const tokens = open(c);
    return { ...tokens, renew: () => refresh(c.id, tokens) };
  }

  return { seal, open, read, refresh, authOf, markReconnect };
}

export type ConnectionTokens = ReturnType<typeof connectionTokens>;
