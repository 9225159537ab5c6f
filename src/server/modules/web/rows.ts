import type { Selectable } from 'kysely';
import type { DB } from '../../db/connect';
import type { WebsitesTable } from '../../db/schema';
import { foundOr404, ownedBy } from '../../db/tenancy';
import type { AuthUser } from '../../http/context';

export type SiteRow = Selectable<WebsitesTable> & {
  user_name: string | null;
  owner_company: string | null;
  template_name: string | null;
};

/** Websites with their owner's names and their template's name. */
export const sitesWithOwner = (db: DB) =>
  db
    .selectFrom('websites')
    .innerJoin('users', 'users.id', 'websites.user_id')
    .leftJoin('web_templates as t', 't.id', 'websites.web_template_id')
    .selectAll('websites')
    .select(['users.user_name', 'users.company_name as owner_company', 't.template_name']);

/** A website the caller may see (their own; an Admin any): 404 otherwise, as for a missing one. */
export async function visibleSite(db: DB, caller: AuthUser, id: number): Promise<SiteRow> {
  const row = await ownedBy(
    sitesWithOwner(db).where('websites.id', '=', id),
    'websites.user_id',
    caller,
  ).executeTakeFirst();
  return foundOr404(row, 'Website');
}

export async function siteById(db: DB, id: number): Promise<SiteRow> {
  return foundOr404(await sitesWithOwner(db).where('websites.id', '=', id).executeTakeFirst(), 'Website');
}

export const contentOf = (row: Pick<SiteRow, 'content_json'>): Record<string, unknown> => {
  try {
    const v: unknown = JSON.parse(row.content_json);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};
