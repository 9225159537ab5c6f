import type { Me } from '../../shared/account/contract';
import type { AuthUser } from './context';
import type { JsonAnswer } from './reply';

interface Entry<T> {
  value: T;
  userId: number;
  until: number;
}

/**
 * Memory of who a session belongs to and of each user's Account/Me answer, so the calls every screen
 * makes cost no query while nothing changed (issue 22, Sessions at the speed of a cache).
 *
 * Revocation stays instant because every change is told to the cache: in this process, whatever
 * changes a user, their sessions or their plans calls `forgetUser`/`forgetSession` at once; on
 * PostgreSQL other instances hear it from the database's change feed (session-feed.ts), and while
 * that feed is not listening (`setFeedLive(false)`) no session is served from memory at all.
 *
 * A session check that read the database before a change and finishes after it must not store what
 * it read: `epoch()` is taken before the read and `rememberSession` keeps nothing when any forget
 * (or a feed loss) happened meanwhile.
 */
export class UserCache {
  private sessions = new Map<string, Entry<AuthUser>>();
  private me = new Map<number, Entry<JsonAnswer<Me>>>();
  private changes = 0;
  private feedLive: boolean;
  /** Told of every change made here, to pass on to other instances. */
  onForget: ((userId: number) => void) | null = null;

  constructor(
    /** The server's clock (ms): a session's end is a moment on it. */
    private readonly now: () => number,
    /** How long a Me answer is kept: plans end with the clock, not with a change. */
    private readonly meTtlMs = 5_000,
    private readonly maxEntries = 20_000,
    /** False where the change feed must be listening before sessions may be cached (PostgreSQL). */
    feedLive = true,
    /** A backstop only: invalidation is what keeps sessions right, this bounds a missed one. */
    private readonly sessionTtlMs = 10 * 60_000,
  ) {
    this.feedLive = feedLive;
  }

  /**
   * The caller behind a bearer token verified earlier in this process. Keyed by the whole token
   * string: only a token that passed signature, expiry and session checks is ever stored, so a hit
   * skips all three.
   */
  session(token: string): AuthUser | undefined {
    return this.fresh(this.sessions, token);
  }

  /** A mark to take before reading a session from the database (see `rememberSession`). */
  epoch(): number {
    return this.changes;
  }

  /**
   * `expiresAt` (ms): the session's own end, which the cached entry never outlives. Kept only when the
   * feed is live and nothing was forgotten since `epoch` was taken.
   */
  rememberSession(token: string, user: AuthUser, expiresAt: number, epoch: number): void {
    if (!this.feedLive || epoch !== this.changes) return;
    this.put(this.sessions, token, user, user.id, Math.min(this.now() + this.sessionTtlMs, expiresAt));
  }

  /** A user's Account/Me answer, kept with its text. */
  meOf(userId: number): JsonAnswer<Me> | undefined {
    return this.fresh(this.me, userId);
  }

  rememberMe(answer: JsonAnswer<Me>): void {
    const id = answer.data.id;
    this.put(this.me, id, answer, id, this.now() + this.meTtlMs);
  }

  forgetSession(jti: string): void {
    this.changes++;
    for (const [token, entry] of this.sessions)
      if (entry.value.sessionId === jti) this.sessions.delete(token);
  }

  forgetUser(userId: number): void {
    this.forgetUserHere(userId);
    this.onForget?.(userId);
  }

  /** A change announced by another instance: forget it here, without announcing it again. */
  forgetUserHere(userId: number): void {
    this.changes++;
    this.me.delete(userId);
    for (const [token, entry] of this.sessions) if (entry.userId === userId) this.sessions.delete(token);
  }

  /**
   * Whether the change feed is listening. Going down forgets every session (changes may be missed
   * from now on) and checks each request against the database until it is back; coming back forgets
   * again, since changes made while it was down were not heard.
   */
  setFeedLive(live: boolean): void {
    this.changes++;
    this.feedLive = live;
    this.sessions.clear();
    this.me.clear();
  }

  get isFeedLive(): boolean {
    return this.feedLive;
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

  private put<K, T>(map: Map<K, Entry<T>>, key: K, value: T, userId: number, until: number): void {
    if (map.size >= this.maxEntries) map.delete(map.keys().next().value as K);
    map.set(key, { value, userId, until });
  }
}
