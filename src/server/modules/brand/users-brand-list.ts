import { sql } from 'kysely';
import type { UserBrandListEntry } from '../../../shared/brand/contract';
import type { DB } from '../../db/connect';
import { likePattern } from '../../db/list';

/** The most entries one answer holds: the dialogs filter them as the Admin types. */
export const USERS_BRAND_LIST_LIMIT = 5000;

/**
 * GetUsersBrandList (spec 01 sections 2, 3 and 7): every User (role User) as `applicationUserId` and
 * `value`, the display name the Assign User dialogs list: the brand's company name, else the account's,
 * else the user name. `Search` matches any of those names or the e-mail, ignoring case.
 */
export async function usersBrandList(db: DB, search?: string): Promise<UserBrandListEntry[]> {
  const display = sql<string>`coalesce(nullif(trim(b.company_name), ''), nullif(trim(u.company_name), ''), u.user_name)`;
  let q = db
    .selectFrom('users as u')
    .leftJoin('brand_information as b', 'b.user_id', 'u.id')
    .select(['u.id', display.as('value')])
    .where('u.role', '=', 'User');
  if (search) {
    const pattern = likePattern(search);
    q = q.where((eb) =>
      eb.or(
        [display, sql<string>`u.user_name`, sql<string>`u.email`].map(
          (name) => sql<boolean>`lower(${name}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  const rows = await q
    .orderBy(sql`lower(${display})`)
    .orderBy('u.id')
    .limit(USERS_BRAND_LIST_LIMIT)
    .execute();
  return rows.map((r) => ({ applicationUserId: r.id, value: r.value }));
}

/** Which of these ids are Users (role User): what the assign dialogs may have chosen. */
export async function userIdsAmong(db: DB, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', ids)
    .where('role', '=', 'User')
    .execute();
  return rows.map((r) => r.id);
}
