import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { colourEndpoints } from '../../../shared/catalog/colours';
import type { BusinessClock } from '../../../shared/time/business-clock';
import type { AppContext } from '../../context';
import type { ColoursTable } from '../../db/schema';
import type { Handlers } from '../../http/bind';
import { ok } from '../../http/reply';
import { xlsxAnswer } from '../../http/xlsx';
import { masterTable, nowIso, savingUnique, statusText, type ListInput } from './masters';

type Row = Selectable<ColoursTable>;
type ColourInput = z.output<(typeof colourEndpoints)['createColour']['body']>;

const colour = (r: Row) => ({
  id: r.id,
  name: r.name,
  hex: r.hex,
  isActive: r.is_active === 1,
  createdDate: r.created_at,
});

/** Colours (issue 12, Masters): a name and #RRGGBB. */
export function coloursService(ctx: AppContext) {
  const { db } = ctx;
  const table = masterTable<Row>(ctx, 'colours', 'colour', 'Colour');
  const byId = async (id: number) => colour(await table.row(id));
  const assertFree = (name: string, exceptId?: number) =>
    table.assertFree('name', name, 'name', 'A colour with this name already exists', exceptId);

  return {
    byId,
    list: (q: ListInput) =>
      table.page(
        q,
        { search: ['name', 'hex'], sorts: { hex: 'hex', createdDate: 'created_at' }, defaultSort: 'name' },
        colour,
      ),
    active: async () => (await table.active('name')).map(colour),
    async create(input: ColourInput) {
      await assertFree(input.name);
      const r = await savingUnique(
        () =>
          db
            .insertInto('colours')
            .values({ name: input.name, hex: input.hex, is_active: 1, created_at: nowIso() })
            .returning('id')
            .executeTakeFirstOrThrow(),
        () => assertFree(input.name),
      );
      return byId(r.id);
    },
    async update(id: number, input: ColourInput) {
      await table.row(id);
      await assertFree(input.name, id);
      await savingUnique(
        () =>
          db.updateTable('colours').set({ name: input.name, hex: input.hex }).where('id', '=', id).execute(),
        () => assertFree(input.name, id),
      );
      return byId(id);
    },
    status: async (id: number, isActive: boolean) => colour(await table.setActive(id, isActive)),
    async remove(id: number) {
      await table.remove(id);
      return null;
    },
  };
}

export type ColoursService = ReturnType<typeof coloursService>;

export function colourHandlers(
  colours: ColoursService,
  clock: BusinessClock,
): Handlers<typeof colourEndpoints> {
  return {
    colours: async ({ query }) => {
      const page = await colours.list(query);
      if (!query.IsExport) return page;
      return xlsxAnswer(
        'colours',
        'Colours',
        [
          { header: 'Name', value: (r) => r.name },
          { header: 'Colour', value: (r) => r.hex },
          { header: 'Status', value: (r) => statusText(r.isActive) },
          { header: 'Created Date', value: (r) => clock.formatDate(r.createdDate) },
        ],
        page.records,
      );
    },
    activeColours: () => colours.active(),
    colourById: ({ params }) => colours.byId(params.id),
    createColour: async ({ body }) => ok(await colours.create(body), 'Colour created successfully', 201),
    updateColour: async ({ params, body }) =>
      ok(await colours.update(params.id, body), 'Colour updated successfully'),
    colourStatus: async ({ params, body }) =>
      ok(await colours.status(params.id, body.isActive), 'Status updated'),
    deleteColour: async ({ params }) => ok(await colours.remove(params.id), 'Colour deleted successfully'),
  };
}
