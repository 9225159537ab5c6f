import { sql } from 'kysely';
import type { DB } from '../../db/connect';

/** Every catalog master; a delete asks `usesOf` whether anything still points at the row. */
export type MasterKind =
  'category' | 'subCategory' | 'tag' | 'templateField' | 'font' | 'colour' | 'language';

/** How many rows of something use a master row, with that something's name for the 409's message. */
type Use = (db: DB, id: number) => Promise<{ count: number; one: string; many: string }>;

const counted =
  (
    table: 'sub_categories' | 'user_sub_categories',
    column: 'category_id' | 'sub_category_id',
    one: string,
    many: string,
  ): Use =>
  async (db, id) => {
    const r = await db
      .selectFrom(table)
      .select(sql<number>`count(*)`.as('n'))
      .where(sql.ref(column), '=', id)
      .executeTakeFirst();
    return { count: Number(r?.n ?? 0), one, many };
  };

/**
 * What uses each master (issue 12: DELETE answers 409 while in use). The template, frame and post
 * work adds its checks here, through those areas' services: templates by tag, category, font and
 * field key; frame layouts by font (fontFamilyId); posts by language. Font 1 is refused in fonts.ts.
 */
const USES: Record<MasterKind, Use[]> = {
  category: [counted('sub_categories', 'category_id', 'a sub category', 'sub categories')],
  subCategory: [counted('user_sub_categories', 'sub_category_id', 'a user', 'users')],
  tag: [],
  templateField: [],
  font: [],
  colour: [],
  language: [],
};

/** What uses a master row, as phrases ("2 users", "a sub category"); empty when nothing does. */
export async function usesOf(db: DB, kind: MasterKind, id: number): Promise<string[]> {
  const found = await Promise.all(USES[kind].map((use) => use(db, id)));
  return found.filter((f) => f.count > 0).map((f) => (f.count === 1 ? f.one : `${f.count} ${f.many}`));
}
