import { WEB_MESSAGES } from '../../../../shared/web/schemas';
import { sitePath } from '../../../../shared/web/public-paths';
import type { AppContext } from '../../../context';
import { HttpError } from '../../../http/errors';

/** A published website as its visitors' posts reach it. */
export interface VisitedSite {
  id: number;
  slug: string;
  userId: number;
  /** How the owner's notices name it: the company, else the address. */
  name: string;
}

const SLUG = /^[a-z0-9-]{1,80}$/;

/**
 * The live site at `/s/{slug}` for a form post or a beacon: 404 when there is none (or it was never
 * published: there is no page to post from), 410 when its status is off, as its pages answer.
 */
export async function visitedSite(ctx: AppContext, slug: string): Promise<VisitedSite> {
  const row = SLUG.test(slug)
    ? await ctx.db
        .selectFrom('websites as w')
        .innerJoin('users as u', 'u.id', 'w.user_id')
        .select(['w.id', 'w.slug', 'w.user_id', 'w.is_active', 'w.live_version', 'u.company_name'])
        .where('w.slug', '=', slug)
        .executeTakeFirst()
    : undefined;
  if (!row || row.live_version === null) throw new HttpError(404, 'Website not found', 'NotFound');
  if (row.is_active !== 1) throw new HttpError(410, WEB_MESSAGES.inactive, 'Gone');
  return { id: row.id, slug: row.slug, userId: row.user_id, name: row.company_name || row.slug };
}

/**
 * The site's page a request came from ('/' the home page, '/about' …), read from its Referer when
 * that is a page of this site; else the home page. Only ever a path of the site, so the redirect
 * back to it can lead nowhere else.
 */
export function sitePageOf(referer: string | undefined, slug: string): string {
  const root = sitePath(slug);
  let path = '';
  try {
    path = referer ? new URL(referer).pathname : '';
  } catch {
    path = '';
  }
  if (!path.startsWith(root)) return '/';
  const rest = path.slice(root.length);
  return /^[a-z0-9/-]{0,200}$/.test(rest) ? `/${rest}` : '/';
}
