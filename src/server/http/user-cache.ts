import type { Me } from '../../shared/account/contract';
import type { AuthUser } from './context';

interface Entry<T> {
  value: T;
  userId: number;
  until: number;
}

/**
 * Short-lived memory of who a session belongs to and of each user's Account/Me answer, so the
 * calls every screen makes don't hit the database each time (see the Account/Me benchmark).
 *
 * Anything that changes a user, their sessions or their plans in this process calls
 * `forgetUser`/`forgetSession` at once. Other server instances on the same PostgreSQL database see
 * the change within `ttlMs` — the price of the cache, kept to a few seconds.
 */
export class UserCache {
  private sessions = new Map<string, Entry<AuthUser>>();
  private me = new Map<number, Entry<Me>>();

  constructor(
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 20_000,
  ) {}

  /**
   * The caller behind a bearer token verified earlier in this process. Keyed by the whole token
   * string: only a token that passed signature, expiry and session checks is ever stored, so a hit
   * skips all three.
   */
  session(token: string): AuthUser | undefined {
    return this.fresh(this.sessions, token);
  }

  /** `expiresAt` (ms): the session's own end, which the cached entry never outlives. */
  rememberSession(token: string, user: AuthUser, expiresAt: number): void {
    this.put(this.sessions, token, user, user.id, expiresAt);
  }

  meOf(userId: number): Me | undefined {
    return this.fresh(this.me, userId);
  }

  rememberMe(me: Me): void {
    this.put(this.me, me.id, me, me.id);
  }

  forgetSession(jti: string): void {
    for (const [token, entry] of this.sessions)
      if (entry.value.sessionId === jti) this.sessions.delete(token);
  }

  forgetUser(userId: number): void {
    this.me.delete(userId);
    for (const [token, entry] of this.sessions) if (entry.userId === userId) this.sessions.delete(token);
  }

  private fresh<K, T>(map: Map<K, Entry<T>>, key: K): T | undefined {
    const entry = map.get(key);
    if (!entry) return undefined;
    if (entry.until <= Date.now()) {
      map.delete(key);
      return undefined;
    }
    return entry.value;
  }

  private put<K, T>(map: Map<K, Entry<T>>, key: K, value: T, userId: number, endsAt = Infinity): void {
    if (map.size >= this.maxEntries) map.delete(map.keys().next().value as K);
    map.set(key, { value, userId, until: Math.min(Date.now() + this.ttlMs, endsAt) });
  }
}
