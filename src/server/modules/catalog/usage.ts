import { sql } from 'kysely';
import type { AppContext } from '../../context';

/** Every catalog master; a delete asks `usesOf` whether anything still points at the row. */
export type MasterKind =
  'category' | 'subCategory' | 'tag' | 'templateField' | 'font' | 'colour' | 'language';

/** Something that uses a master row: how many of it do, with its name for the 409's message. */
export interface MasterUse {
  /** "a template" */
  one: string;
  /** "templates" */
  many: string;
  count: (ctx: AppContext, id: number) => Promise<number>;
}

const counted =
  (
    table: 'sub_categories' | 'user_sub_categories',
    column: 'category_id' | 'sub_category_id',
  ): MasterUse['count'] =>
  async ({ db }, id) => {
    const r = await db
      .selectFrom(table)
      .select(sql<number>`count(*)`.as('n'))
      .where(sql.ref(column), '=', id)
      .executeTakeFirst();
    return Number(r?.n ?? 0);
  };

/**
 * What uses each master (issue 12: DELETE answers 409 while in use). The catalog's own tables are
 * asked here; the areas that use a master (templates, frames, campaigns) declare it with
 * `registerMasterUse` when their service is built, so the catalog never imports its users.
 * A frame's sub-category assignment goes with the sub-category (cascade). Font 1 is refused in fonts.ts.
 */
const OWN: Partial<Record<MasterKind, MasterUse[]>> = {
  category: [
    { one: 'a sub category', many: 'sub categories', count: counted('sub_categories', 'category_id') },
  ],
  subCategory: [{ one: 'a user', many: 'users', count: counted('user_sub_categories', 'sub_category_id') }],
};

/** Declared uses by master, then by the declaring area; a Map keeps the order of first declaration. */
const declared = new Map<MasterKind, Map<string, MasterUse>>();

/**
 * Declares that `area` uses rows of the master `kind`. Declaring again (each service build does)
 * replaces the earlier declaration and keeps its place in the message.
 */
export function registerMasterUse(kind: MasterKind, area: string, use: MasterUse): void {
  let uses = declared.get(kind);
  if (!uses) declared.set(kind, (uses = new Map()));
  uses.set(area, use);
}

/** What uses a master row, as phrases ("2 users", "a sub category"); empty when nothing does. */
export async function usesOf(ctx: AppContext, kind: MasterKind, id: number): Promise<string[]> {
  const uses = [...(OWN[kind] ?? []), ...(declared.get(kind)?.values() ?? [])];
  const counts = await Promise.all(uses.map((use) => use.count(ctx, id)));
  return uses.flatMap((use, i) =>
    counts[i] > 0 ? [counts[i] === 1 ? use.one : `${counts[i]} ${use.many}`] : [],
  );
}
