import type { Kysely } from 'kysely';
import type { EndpointDef } from '../../../shared/http/endpoint';
import type { BusinessClock } from '../../../shared/time/business-clock';
import type { AppContext } from '../../context';
import type { Handlers } from '../../http/bind';
import { ok } from '../../http/reply';
import { xlsxAnswer, type XlsxColumn } from '../../http/xlsx';
import { masterTable, savingUnique, statusText, type ListInput, type MasterTable } from './master-table';
import type { MasterKind } from './usage';

/** A value of a master that no other row may hold, ignoring case (409 with `message` on `field`). */
interface Unique<Input> {
  column: string;
  field: string;
  message: string;
  value: (input: Input) => string;
}

/** The usual unique value: a master's name, refused with "A colour with this name already exists". */
export const uniqueName = <Input extends { name: string }>(kind: string): Unique<Input> => ({
  column: 'name',
  field: 'name',
  message: `A ${kind} with this name already exists`,
  value: (i) => i.name,
});

/**
 * One catalog master (issue 12, Masters): what is its own (table, columns, unique values, list
 * search and sorts); the rest (create, update, status, delete refused while in use) is the same for
 * tags, template fields, fonts, colours and languages.
 */
export interface MasterSpec<Row, Out, Input> {
  table: MasterTable;
  kind: MasterKind;
  /** "Tag": for "Tag not found" and "Tag created successfully". */
  what: string;
  toApi: (r: Row) => Out;
  /** The columns a form writes. */
  columns: (input: Input) => Record<string, unknown>;
  unique: Unique<Input>[];
  list: { search: string[]; sorts: Record<string, string>; defaultSort: string };
  /** The column the active rows (pickers) are ordered by. */
  activeOrder: string;
}

export function masterService<Row, Out, Input>(ctx: AppContext, spec: MasterSpec<Row, Out, Input>) {
  const table = masterTable<Row>(ctx, spec.table, spec.kind, spec.what);
  // Typed as one master table; every master has the columns written here (id, is_active, created_at).
  const db = ctx.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const byId = async (id: number) => spec.toApi(await table.row(id));
  const assertFree = async (input: Input, exceptId?: number) => {
    for (const u of spec.unique)
      await table.assertFree(u.column, u.value(input), u.field, u.message, exceptId);
  };

  return {
    table,
    byId,
    assertFree,
    list: (q: ListInput) => table.page(q, spec.list, spec.toApi),
    active: async () => (await table.active(spec.activeOrder)).map(spec.toApi),
    async create(input: Input, extra: Record<string, unknown> = {}) {
      await assertFree(input);
      const r = await savingUnique(
        () =>
          db
            .insertInto(spec.table)
            .values({
              ...spec.columns(input),
              ...extra,
              is_active: 1,
              created_at: ctx.clock.now().toISOString(),
            })
            .returning('id')
            .executeTakeFirstOrThrow(),
        () => assertFree(input),
      );
      return byId(Number(r.id));
    },
    async update(id: number, input: Input, extra: Record<string, unknown> = {}) {
      await table.row(id);
      await assertFree(input, id);
      await savingUnique(
        () =>
          db
            .updateTable(spec.table)
            .set({ ...spec.columns(input), ...extra })
            .where('id', '=', id)
            .execute(),
        () => assertFree(input, id),
      );
      return byId(id);
    },
    status: async (id: number, isActive: boolean) => spec.toApi(await table.setActive(id, isActive)),
    async remove(id: number) {
      await table.remove(id);
      return null;
    },
  };
}

export type MasterService<Out, Input> = {
  list(q: ListInput): Promise<{ records: Out[]; total_Record_Count: number }>;
  active(): Promise<Out[]>;
  byId(id: number): Promise<Out>;
  create(input: Input): Promise<Out>;
  update(id: number, input: Input): Promise<Out>;
  status(id: number, isActive: boolean): Promise<Out>;
  remove(id: number): Promise<null>;
};

/**
 * A master's endpoints, named as the contract names them from the master's name: `tags`,
 * `activeTags`, `tagById`, `createTag`, `updateTag`, `tagStatus`, `deleteTag`. The export is the
 * list's columns then Status and Created Date.
 */
export function masterHandlers<E extends Record<string, EndpointDef>, Out extends MasterOut, Input>(
  service: MasterService<Out, Input>,
  clock: BusinessClock,
  names: {
    /** "tag", "templateField" */
    one: string;
    /** "tags", "templateFields" */
    many: string;
    /** "Tag", "Template field" */
    what: string;
    /** The export's file and sheet: "template-fields", "Template Fields". */
    file: string;
    sheet: string;
  },
  columns: XlsxColumn<Out>[],
): Handlers<E> {
  const One = names.one[0].toUpperCase() + names.one.slice(1);
  const Many = names.many[0].toUpperCase() + names.many.slice(1);
  type Args = { query: ListInput; params: { id: number }; body: Input & { isActive: boolean } };
  const handlers: Record<string, (a: Args) => unknown> = {
    [names.many]: async ({ query }) => {
      const page = await service.list(query);
      if (!query.IsExport) return page;
      return xlsxAnswer(
        names.file,
        names.sheet,
        [
          ...columns,
          { header: 'Status', value: (r) => statusText(r.isActive) },
          { header: 'Created Date', value: (r) => clock.formatDate(r.createdDate) },
        ],
        page.records,
      );
    },
    [`active${Many}`]: () => service.active(),
    [`${names.one}ById`]: ({ params }) => service.byId(params.id),
    [`create${One}`]: async ({ body }) =>
      ok(await service.create(body), `${names.what} created successfully`, 201),
    [`update${One}`]: async ({ params, body }) =>
      ok(await service.update(params.id, body), `${names.what} updated successfully`),
    [`${names.one}Status`]: async ({ params, body }) =>
      ok(await service.status(params.id, body.isActive), 'Status updated'),
    [`delete${One}`]: async ({ params }) =>
      ok(await service.remove(params.id), `${names.what} deleted successfully`),
  };
  return handlers as unknown as Handlers<E>;
}

interface MasterOut {
  isActive: boolean;
  createdDate: string;
}
