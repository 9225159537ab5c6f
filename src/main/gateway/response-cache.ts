import type { OfflineDb } from './offline-db';

export interface CachedAnswer {
  status: number;
  contentType?: string;
  body: unknown;
  cachedAt: string;
}

/**
 * The last successful GET answer per server, user and URL (query string included). `user` is ''
 * for calls made before anyone signed in (countries, setup status), so one user never sees
 * another's data.
 */
export function createResponseCache(db: OfflineDb) {
  const read = db.prepare<
    [string, string, string],
    { status: number; content_type: string | null; body: string; cached_at: string }
  >(
    'SELECT status, content_type, body, cached_at FROM response_cache WHERE server = ? AND user = ? AND url = ?',
  );
  const write = db.prepare(
    `INSERT INTO response_cache (server, user, url, status, content_type, body, cached_at) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (server, user, url) DO UPDATE SET status = excluded.status, content_type = excluded.content_type,
       body = excluded.body, cached_at = excluded.cached_at`,
  );
  const forget = db.prepare('DELETE FROM response_cache WHERE server = ? AND user = ?');

  return {
    get(server: string, user: string, url: string): CachedAnswer | null {
      const row = read.get(server, user, url);
      if (!row) return null;
      return {
        status: row.status,
        contentType: row.content_type ?? undefined,
        body: JSON.parse(row.body) as unknown,
        cachedAt: row.cached_at,
      };
    },
    put(server: string, user: string, url: string, answer: CachedAnswer): void {
      write.run(
        server,
        user,
        url,
        answer.status,
        answer.contentType ?? null,
        JSON.stringify(answer.body),
        answer.cachedAt,
      );
    },
    /** Sign out: nothing of this user's stays on the machine. */
    clearUser(server: string, user: string): void {
      forget.run(server, user);
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
