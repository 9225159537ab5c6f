import { businessClock } from '../../../src/shared/time/business-clock';
import { webContract as web } from '../../../src/shared/web/contract';
import type { TestServer } from '../../helpers/server';
import { createSite, userWithBrand } from './support';

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

/**
 * A User with a Web plan and a brand whose website is created and published through the API, as
 * its visitors find it at `/s/{slug}`.
 */
export async function ownerWithPublishedSite(server: TestServer, companyName: string) {
  const owner = await userWithBrand(server, { company: { companyName } });
  const created = await createSite(server, owner);
  await owner.c.call(web.publishWebsite, { params: { id: created.id } });
  return { owner, site: { id: created.id, slug: created.slug } };
}

export type Owner = Awaited<ReturnType<typeof ownerWithPublishedSite>>['owner'];

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
