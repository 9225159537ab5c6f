import type { ExpressionBuilder } from 'kysely';
import type { DB } from '../../db/connect';
import type { Database, FramesTable } from '../../db/schema';

/**
 * Who a frame is assigned to (spec 01 section 6): users by name and sub-categories, or all of either;
 * and each user's default frame of a kind.
 */

/** The users a frame is assigned to: by name, or through one of its sub-categories (any, for all categories). */
export function usersAssigned(r: Pick<FramesTable, 'all_categories'> & { id: number }) {
  return (eb: ExpressionBuilder<Database, 'users'>) => {
    const held = eb
      .selectFrom('user_sub_categories as us')
      .select('us.user_id')
      .whereRef('us.user_id', '=', 'users.id');
    return eb.or([
      eb.exists(
        eb
          .selectFrom('frame_users as fu')
          .select('fu.user_id')
          .whereRef('fu.user_id', '=', 'users.id')
          .where('fu.frame_id', '=', r.id),
      ),
      eb.exists(
        r.all_categories === 1
          ? held
          : held
              .innerJoin('frame_categories as fc', 'fc.sub_category_id', 'us.sub_category_id')
              .where('fc.frame_id', '=', r.id),
      ),
    ]);
  };
}

/** Assignment of frames, for Admins' answers. */
export async function assignmentsOf(db: DB, ids: number[]) {
  const empty = { users: new Map<number, number[]>(), categories: new Map<number, number[]>() };
  if (!ids.length) return empty;
  const [userRows, categoryRows] = await Promise.all([
    db.selectFrom('frame_users').selectAll().where('frame_id', 'in', ids).orderBy('user_id').execute(),
    db
      .selectFrom('frame_categories')
      .selectAll()
      .where('frame_id', 'in', ids)
      .orderBy('sub_category_id')
      .execute(),
  ]);
  for (const r of userRows) empty.users.set(r.frame_id, [...(empty.users.get(r.frame_id) ?? []), r.user_id]);
  for (const r of categoryRows)
    empty.categories.set(r.frame_id, [...(empty.categories.get(r.frame_id) ?? []), r.sub_category_id]);
  return empty;
}

/** Which of these frames are `userId`'s defaults. */
export async function defaultsAmong(db: DB, userId: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectFrom('frame_defaults')
    .select('frame_id')
    .where('user_id', '=', userId)
    .where('frame_id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.frame_id));
}

/** Replaces a frame's assignment with these users and sub-categories (already checked). */
export async function replaceAssignment(
  db: DB,
  frameId: number,
  input: { allUsers: boolean; allCategories: boolean; users: number[]; categories: number[] },
  now: Date,
) {
  const userIds = input.users;
  const categoryIds = input.categories;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('frames')
      .set({
        all_users: input.allUsers ? 1 : 0,
        all_categories: input.allCategories ? 1 : 0,
        updated_at: now.toISOString(),
      })
      .where('id', '=', frameId)
      .execute();
    await trx.deleteFrom('frame_users').where('frame_id', '=', frameId).execute();
    await trx.deleteFrom('frame_categories').where('frame_id', '=', frameId).execute();
    if (userIds.length)
      await trx
        .insertInto('frame_users')
        .values(userIds.map((user_id) => ({ frame_id: frameId, user_id })))
        .execute();
    if (categoryIds.length)
      await trx
        .insertInto('frame_categories')
        .values(categoryIds.map((sub_category_id) => ({ frame_id: frameId, sub_category_id })))
        .execute();
  });
}
