import { sitePath } from '../../../../shared/web/public-paths';
import { trafficSourceOf } from '../../../../shared/web/rules';
import { beaconSchema, type TrafficSource } from '../../../../shared/web/schemas';
import type { AppContext } from '../../../context';
import { HttpError } from '../../../http/errors';
import { deviceOf, isCrawler } from '../../../http/user-agent';
import type { VisitedSite } from '../forms/public-site';
import { saltOfToday, visitorHash } from './salt';

export interface BeaconClient {
  ip: string;
  userAgent: string;
  /** The Host the page was served from: a referrer there is a move inside the site. */
  host: string;
}

/** The beacon's body: JSON, sent as text/plain by navigator.sendBeacon (or as JSON). */
function beaconOf(body: unknown) {
  let value = body;
  if (typeof body === 'string') {
    try {
      value = JSON.parse(body);
    } catch {
      throw new HttpError(400, 'The beacon is not valid JSON', 'MalformedJson');
    }
  }
  const parsed = beaconSchema.safeParse(value);
  if (!parsed.success) throw new HttpError(400, 'The beacon is not valid', 'BadRequest');
  return parsed.data;
}

/** A page of the site by its address ('/' the home page); null for an address elsewhere. */
function pageOf(path: string, slug: string): string | null {
  const root = sitePath(slug);
  const bare = path.split(/[?#]/)[0];
  if (bare === root.slice(0, -1)) return '/';
  if (!bare.startsWith(root)) return null;
  const rest = bare.slice(root.length).replace(/\/+$/, '');
  return /^[a-z0-9/-]{0,200}$/.test(rest) ? `/${rest}` : null;
}

/**
 * Counts one page view from the site's beacon (issue 24, Analytics): crawlers are dropped (isbot),
 * nothing is stored on the device; the visitor is the day's hash of site, address and browser.
 * A view reached from another page of the site keeps the source its visitor arrived with today.
 */
export async function recordView(
  ctx: AppContext,
  site: VisitedSite,
  body: unknown,
  client: BeaconClient,
): Promise<{ counted: boolean }> {
  const beacon = beaconOf(body);
  if (isCrawler(client.userAgent)) return { counted: false };
  const path = pageOf(beacon.path, site.slug);
  if (path === null) return { counted: false };

  const { db, clock } = ctx;
  const day = clock.today();
  const visitor = visitorHash(await saltOfToday(ctx), site.id, client.ip, client.userAgent);
  let source: TrafficSource | null = trafficSourceOf({
    referrer: beacon.referrer,
    utmSource: beacon.utm_source,
    siteHost: client.host,
  });
  if (source === null) {
    const first = await db
      .selectFrom('website_events')
      .select('source')
      .where('website_id', '=', site.id)
      .where('day', '=', day)
      .where('visitor', '=', visitor)
      .orderBy('id', 'asc')
      .limit(1)
      .executeTakeFirst();
    source = (first?.source as TrafficSource | undefined) ?? 'direct';
  }
  await db
    .insertInto('website_events')
    .values({
      website_id: site.id,
      day,
      path,
      source,
      device: deviceOf(client.userAgent),
      visitor,
      created_at: clock.now().toISOString(),
    })
    .execute();
  return { counted: true };
}
