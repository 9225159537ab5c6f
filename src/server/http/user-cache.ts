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
 * `forgetUser`/`forgetSession` at once. On PostgreSQL several server instances may share the
 * database (issue 10), so there sessions are not cached at all (a deactivation, deletion or role
 * change is refused by every instance on its next request), and each `forgetUser` is announced to
 * the other instances (`onForget`, PostgreSQL NOTIFY in user-cache-sync.ts), which drop their Me answer.
 */
export class UserCache {
  private sessions = new Map<string, Entry<AuthUser>>();
  private me = new Map<number, Entry<Me>>();
  /** Told of every change made here, to pass on to other instances. */
  onForget: ((userId: number) => void) | null = null;

  constructor(
    /** The server's clock (ms): a session's end is a moment on it. */
    private readonly now: () => number,
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 20_000,
    private readonly cacheSessions = true,
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
    if (this.cacheSessions) this.put(this.sessions, token, user, user.id, expiresAt);
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
    this.forgetUserHere(userId);
    this.onForget?.(userId);
  }

  /** A change announced by another instance: forget it here, without announcing it again. */
  forgetUserHere(userId: number): void {
    this.me.delete(userId);
    for (const [token, entry] of this.sessions) if (entry.userId === userId) this.sessions.delete(token);
  }

  private fresh<K, T>(map: Map<K, Entry<T>>, key: K): T | undefined {
    const entry = map.get(key);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      map.delete(key);
      return undefined;
    }
    return entry.value;
  }

  private put<K, T>(map: Map<K, Entry<T>>, key: K, value: T, userId: number, endsAt = Infinity): void {
    if (map.size >= this.maxEntries) map.delete(map.keys().next().value as K);
    map.set(key, { value, userId, until: Math.min(this.now() + this.ttlMs, endsAt) });
  }
}
