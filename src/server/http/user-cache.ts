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

  session(jti: string): AuthUser | undefined {
    return this.fresh(this.sessions, jti);
  }

  rememberSession(jti: string, user: AuthUser): void {
    this.put(this.sessions, jti, user, user.id);
  }

  meOf(userId: number): Me | undefined {
    return this.fresh(this.me, userId);
  }

  rememberMe(me: Me): void {
    this.put(this.me, me.id, me, me.id);
  }

  forgetSession(jti: string): void {
    this.sessions.delete(jti);
  }

  forgetUser(userId: number): void {
    this.me.delete(userId);
    for (const [jti, entry] of this.sessions) if (entry.userId === userId) this.sessions.delete(jti);
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

  private put<K, T>(map: Map<K, Entry<T>>, key: K, value: T, userId: number): void {
    if (map.size >= this.maxEntries) map.delete(map.keys().next().value as K);
    map.set(key, { value, userId, until: Date.now() + this.ttlMs });
  }
}
