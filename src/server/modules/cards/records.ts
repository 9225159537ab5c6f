import type { Selectable, StringReference } from 'kysely';
import type { ListData } from '../../../shared/http/envelope';
import { CARD_MESSAGES as M } from '../../../shared/cards/schemas';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { datedRowsPage, type DatedListQuery } from '../../db/list';
import type { AuthUser } from '../../http/context';
import { HttpError } from '../../http/errors';
import { xlsxAnswer, type XlsxColumn } from '../../http/xlsx';

/** What a card keeps of its hosted page's visitors: a row per visit, a row per shared contact. */
type RecordTable = 'card_leads' | 'card_visitors';
type Visited = StringReference<Database, 'card_visitors'>;

/** A card the caller may see (cards service's visibleRow): 404 otherwise. */
export type VisibleCard = (caller: AuthUser, id: number) => Promise<{ id: number; slug: string }>;

export interface RecordsQuery<S extends string> extends DatedListQuery {
  Search?: string;
  SortColumn?: S;
}

interface RecordsSpec<T extends RecordTable, S extends string, R> {
  table: T;
  /** The columns Search looks in. */
  searched: readonly StringReference<Database, T>[];
  /** The columns SortColumn names; `date` is the default, newest first. */
  sorts: Record<S | 'date', StringReference<Database, T>>;
  of: (row: Selectable<Database[T]>) => R;
  /** The export: its file name after the card's slug, its sheet and its columns. */
  file: string;
  sheet: string;
  columns: XlsxColumn<R>[];
}

/**
 * A card's list of records (its visitors, its leads) for its owner or an Admin: searched, within the
 * day range, sorted (the id breaking ties the same way), one page or, as xlsx, every row.
 */
export function cardRecords<T extends RecordTable, S extends string, R>(
  ctx: AppContext,
  visibleRow: VisibleCard,
  spec: RecordsSpec<T, S, R>,
) {
  const { db, clock } = ctx;

  // Both tables have card_id, id and created_at, but Kysely checks a column only against a table it
  // knows: the query is typed as the visitors', which holds for the leads' as well.
  const table = spec.table as RecordTable as 'card_visitors';
  const searched = spec.searched as readonly StringReference<Database, RecordTable>[] as Visited[];
  const sorts = spec.sorts as Record<S | 'date', StringReference<Database, RecordTable>> as Record<
    S | 'date',
    Visited
  >;
  const of = spec.of as unknown as (row: Selectable<Database['card_visitors']>) => R;

  function page(cardId: number, q: RecordsQuery<S>, everything: boolean): Promise<ListData<R>> {
    return datedRowsPage(
      db.selectFrom(table).where('card_id', '=', cardId),
      { clock, searched, sortedOn: sorts[q.SortColumn ?? 'date'] },
      { ...q, IsExport: everything },
      of,
    );
  }

  return {
    async list(caller: AuthUser, id: number, q: RecordsQuery<S>) {
      const r = await visibleRow(caller, id);
      return page(r.id, q, false);
    },

    async export(caller: AuthUser, id: number, q: RecordsQuery<S>) {
      const r = await visibleRow(caller, id);
      const data = await page(r.id, q, true);
      return xlsxAnswer(`${r.slug}-${spec.file}`, spec.sheet, spec.columns, data.records);
    },
  };
}

/** The card a hosted page's beacon or form names, by id; 404 (on cardDetailsId) when there is none. */
export async function hostedCardId(ctx: AppContext, cardDetailsId: number): Promise<number> {
  const card = await ctx.db
    .selectFrom('cards')
    .select('id')
    .where('id', '=', cardDetailsId)
    .executeTakeFirst();
  if (!card) throw new HttpError(404, M.notFound, 'CardNotFound', { cardDetailsId: M.notFound });
  return card.id;
}
