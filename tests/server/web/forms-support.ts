import { businessClock } from '../../../src/shared/time/business-clock';
import type { TestServer } from '../../helpers/server';

/**
 * A business clock that tests move (ARCHITECTURE "Time"): `clock.set(iso)`, `clock.advance(ms)`.
 * Starts at a fixed moment, 11:30 in Asia/Kolkata.
 */
export function movableClock(start = '2026-06-10T06:00:00.000Z') {
  let current = new Date(start);
  return {
    clock: businessClock({ now: () => current }),
    set: (iso: string) => {
      current = new Date(iso);
    },
    advance: (ms: number) => {
      current = new Date(current.getTime() + ms);
    },
    now: () => current,
  };
}

let sites = 0;

/**
 * A published website of `userId` at `/s/{slug}`, as the visitors' routes see one: a row with a live
 * version (the forms and the beacon do not read the pages themselves).
 */
export async function publishedSite(server: TestServer, userId: number, slug?: string) {
  sites += 1;
  const db = server.ctx.db;
  const now = server.ctx.clock.now().toISOString();
  const template = await db
    .insertInto('web_templates')
    .values({
      template_name: `Visitors test ${sites} ${Math.random().toString(36).slice(2, 8)}`,
      cover_image_url: 'https://example.com/cover.png',
      is_default: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('websites')
    .values({
      user_id: userId,
      slug: slug ?? `site-${sites}-${Math.random().toString(36).slice(2, 8)}`,
      web_template_id: template.id,
      content_json: '{}',
      is_active: 1,
      live_version: 1,
      published_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning(['id', 'slug'])
    .executeTakeFirstOrThrow();
  return row;
}

/** The token the site's script would fetch as the page loads. */
export async function freshToken(server: TestServer, slug: string): Promise<string> {
  const res = await server.inject({ method: 'GET', url: `/s/${slug}/_forms/token` });
  if (res.statusCode !== 200) throw new Error(`token: ${res.statusCode} ${res.body}`);
  return res.json().token;
}

/** A plain HTML form post, as a browser sends it from the site's page. */
export function postForm(
  server: TestServer,
  url: string,
  fields: Record<string, string>,
  opts: { ip?: string; json?: boolean; referer?: string } = {},
) {
  return server.inject({
    method: 'POST',
    url,
    remoteAddress: opts.ip ?? '203.0.113.7',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: opts.json ? 'application/json' : 'text/html,application/xhtml+xml,*/*;q=0.8',
      ...(opts.referer ? { referer: opts.referer } : {}),
    },
    payload: new URLSearchParams(fields).toString(),
  });
}
