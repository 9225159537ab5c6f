import { sql, type Generated, type Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { DB } from '../../db/connect';
import { filteredList, pageOf } from '../../db/list';
import { isUniqueViolation } from '../../db/unique-violation';
import { HttpError, notFound } from '../../http/errors';
import { usesOf, type MasterKind } from './usage';

/**
 * What the masters of issue 12 (tags, template fields, fonts, colours, languages) share: one table
 * each with an id, an active flag and a creation time; lists with search, day range and sort; names
 * unique ignoring case; a delete refused while the row is in use.
 */
export type MasterTable = 'tags' | 'template_fields' | 'fonts' | 'colours' | 'languages';

interface MasterColumns {
  id: Generated<number>;
  is_active: number;
  created_at: string;
}

/** The columns every master table has, so that one helper serves them all. */
const view = (db: DB) => db as unknown as Kysely<Record<MasterTable, MasterColumns>>;

/** The Status column of an export. */
export const statusText = (isActive: boolean) => (isActive ? 'Active' : 'Inactive');

/** 409 naming the field whose value is taken, so an API client knows which (Category answers 409 too). */
export const taken = (field: string, message: string) =>
  new HttpError(409, message, 'Conflict', { [field]: message });

export interface ListInput {
  PageNumber: number;
  pagesize: number;
  IsExport?: boolean;
  Search?: string;
  SortColumn?: string;
  SortType?: 'asc' | 'desc';
  StartDate?: string;
  EndDate?: string;
}

export function masterTable<Row>(
  ctx: AppContext,
  table: MasterTable,
  kind: MasterKind,
  /** "Tag": for "Tag not found". */
  what: string,
) {
  const { db, clock } = ctx;
  const t = () => view(db);

  async function row(id: number): Promise<Row> {
    const r = await t().selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
    if (!r) throw notFound(what);
    return r as unknown as Row;
  }

  return {
    row,

    /** Active rows, ordered by `orderBy` (a column of the table). */
    async active(orderBy: string): Promise<Row[]> {
      const rows = await t()
        .selectFrom(table)
        .selectAll()
        .where('is_active', '=', 1)
        .orderBy(sql.ref(orderBy))
        .orderBy('id')
        .execute();
      return rows as unknown as Row[];
    },

    /**
     * One page of the list: `Search` in the `search` columns, the day range on the creation time,
     * `SortColumn` (already whitelisted by the contract) mapped to a column by `sorts`.
     */
    async page<T>(
      q: ListInput,
      opts: { search: string[]; sorts: Record<string, string>; defaultSort: string },
      map: (r: Row) => T,
    ) {
      const base = filteredList(
        t().selectFrom(table),
        { term: q.Search, in: opts.search as never[] },
        { range: clock.dayRange(q.StartDate, q.EndDate), on: 'created_at' },
      );
      const column = (q.SortColumn && opts.sorts[q.SortColumn]) || opts.defaultSort;
      return pageOf(
        base,
        (b) =>
          b
            .selectAll()
            .orderBy(sql.ref(column), q.SortType ?? 'asc')
            .orderBy('id'),
        q,
        (r) => map(r as unknown as Row),
      );
    },

    /**
     * 409 when another row holds this value in `column`, ignoring case and surrounding spaces
     * (the form trims), with the message on `field`.
     */
    async assertFree(column: string, value: string, field: string, message: string, exceptId?: number) {
      let q = t()
        .selectFrom(table)
        .select('id')
        .where(sql`lower(${sql.ref(column)})`, '=', value.toLowerCase());
      if (exceptId) q = q.where('id', '!=', exceptId);
      if (await q.executeTakeFirst()) throw taken(field, message);
    },

    async setActive(id: number, isActive: boolean): Promise<Row> {
      await row(id);
      await t()
        .updateTable(table)
        .set({ is_active: isActive ? 1 : 0 })
        .where('id', '=', id)
        .execute();
      return row(id);
    },

    /** Deletes a row unless something uses it (409 naming what does). Answers the deleted row. */
    async remove(id: number): Promise<Row> {
      const r = await row(id);
      await assertUnused(ctx, kind, id, what);
      await t().deleteFrom(table).where('id', '=', id).execute();
      return r;
    },
  };
}

/** 409 while anything uses the row: "This tag is used by 2 templates". */
export async function assertUnused(ctx: AppContext, kind: MasterKind, id: number, what: string) {
  const uses = await usesOf(ctx, kind, id);
  if (uses.length)
    throw new HttpError(
      409,
      `This ${what.toLowerCase()} is used by ${uses.join(' and ')}, so it cannot be deleted. Deactivate it instead.`,
    );
}

/**
 * Runs an insert or update whose unique index may still catch a twin saved at the same moment
 * (both passed the checks): `recheck` then finds the twin and throws its 409.
 */
export async function savingUnique<T>(write: () => Promise<T>, recheck: () => Promise<void>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    await recheck();
    throw new HttpError(409, 'This was just saved by someone else; please try again');
  }
}
