import { sql } from 'kysely';
import type { DB } from '../../db/connect';
import { campaignsUsingFont } from '../campaigns/service';
import { framesUsingFont } from '../frames/service';
import { templatesUsing } from '../templates/service';

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

type TemplateUse = Parameters<typeof templatesUsing>[1];
const templates =
  (what: (db: DB, id: number) => TemplateUse | null | Promise<TemplateUse | null>): Use =>
  async (db, id) => {
    const of = await what(db, id);
    return { count: of ? await templatesUsing(db, of) : 0, one: 'a template', many: 'templates' };
  };

/**
 * What uses each master (issue 12: DELETE answers 409 while in use), asked through the using
 * areas' services: templates by sub-category, font and field key; frame layouts by font
 * (fontFamilyId); campaigns by font name. A frame's sub-category assignment goes with the sub-category (cascade). Posts
 * will add languages. Font 1 is refused in fonts.ts.
 */
const USES: Record<MasterKind, Use[]> = {
  category: [counted('sub_categories', 'category_id', 'a sub category', 'sub categories')],
  subCategory: [
    counted('user_sub_categories', 'sub_category_id', 'a user', 'users'),
    templates((_db, id) => ({ subCategory: id })),
  ],
  tag: [],
  templateField: [
    templates(async (db, id) => {
      const field = await db
        .selectFrom('template_fields')
        .select('field_key')
        .where('id', '=', id)
        .executeTakeFirst();
      return field ? { fieldKey: field.field_key } : null;
    }),
  ],
  font: [
    templates((_db, id) => ({ font: id })),
    async (db, id) => ({ count: await framesUsingFont(db, id), one: 'a frame', many: 'frames' }),
    async (db, id) => {
      const font = await db.selectFrom('fonts').select('name').where('id', '=', id).executeTakeFirst();
      return {
        count: font ? await campaignsUsingFont(db, font.name) : 0,
        one: 'a campaign',
        many: 'campaigns',
      };
    },
  ],
  colour: [],
  language: [],
};

/** What uses a master row, as phrases ("2 users", "a sub category"); empty when nothing does. */
export async function usesOf(db: DB, kind: MasterKind, id: number): Promise<string[]> {
  const found = await Promise.all(USES[kind].map((use) => use(db, id)));
  return found.filter((f) => f.count > 0).map((f) => (f.count === 1 ? f.one : `${f.count} ${f.many}`));
}
