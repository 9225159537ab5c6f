import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { colourEndpoints } from '../../../shared/catalog/colours';
import type { BusinessClock } from '../../../shared/time/business-clock';
import type { AppContext } from '../../context';
import type { ColoursTable } from '../../db/schema';
import { masterHandlers, masterService, uniqueName } from './master';

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
  return masterService<Row, ReturnType<typeof colour>, ColourInput>(ctx, {
    table: 'colours',
    kind: 'colour',
    what: 'Colour',
    toApi: colour,
    columns: (input) => ({ name: input.name, hex: input.hex }),
    unique: [uniqueName('colour')],
    list: {
      search: ['name', 'hex'],
      sorts: { hex: 'hex', createdDate: 'created_at' },
      defaultSort: 'name',
    },
    activeOrder: 'name',
  });
}

export type ColoursService = ReturnType<typeof coloursService>;

export const colourHandlers = (colours: ColoursService, clock: BusinessClock) =>
  masterHandlers<typeof colourEndpoints, ReturnType<typeof colour>, ColourInput>(
    colours,
    clock,
    { one: 'colour', many: 'colours', what: 'Colour', file: 'colours', sheet: 'Colours' },
    [
      { header: 'Name', value: (r) => r.name },
      { header: 'Colour', value: (r) => r.hex },
    ],
  );
