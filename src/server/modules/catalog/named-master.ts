import type { colourEndpoints } from '../../../shared/catalog/colours';
import type { languageEndpoints } from '../../../shared/catalog/languages';
import type { tagEndpoints } from '../../../shared/catalog/tags';
import type { EndpointDef } from '../../../shared/http/endpoint';
import type { BusinessClock } from '../../../shared/time/business-clock';
import type { AppContext } from '../../context';
import { masterHandlers, masterService, uniqueName, type MasterService } from './master';

type NamedRow<C extends string> = {
  id: number;
  name: string;
  is_active: number;
  created_at: string;
} & Record<C, string>;
type NamedOut<C extends string> = {
  id: number;
  name: string;
  isActive: boolean;
  createdDate: string;
} & Record<C, string>;
type NamedInput<C extends string> = { name: string } & Record<C, string>;

const capital = (s: string) => s[0].toUpperCase() + s.slice(1);

/**
 * A master that is a name and at most one more text value (a colour's `hex`, a language's `code`),
 * answered, searched, sorted and exported under the value's column name; the value may be unique
 * too. Its table, messages ("Colour not found") and export ("colours", sheet "Colours") follow
 * from its kind.
 */
export function namedMaster<E extends Record<string, EndpointDef>, C extends string = never>(
  kind: 'tag' | 'colour' | 'language',
  value?: {
    column: C;
    /** The value's header in the export. */
    header: string;
    /** The refusal when another row holds the value, where it must be unique. */
    taken?: string;
  },
) {
  const table = `${kind}s` as const;
  const what = capital(kind);
  const own = value ? [value.column] : [];
  const toApi = (r: NamedRow<C>) =>
    ({
      id: r.id,
      name: r.name,
      ...Object.fromEntries(own.map((c) => [c, r[c]])),
      isActive: r.is_active === 1,
      createdDate: r.created_at,
    }) as NamedOut<C>;

  const service = (ctx: AppContext) =>
    masterService<NamedRow<C>, NamedOut<C>, NamedInput<C>>(ctx, {
      table,
      kind,
      what,
      toApi,
      columns: (input) => ({ name: input.name, ...Object.fromEntries(own.map((c) => [c, input[c]])) }),
      unique: [
        uniqueName(kind),
        ...(value?.taken
          ? [
              {
                column: value.column,
                field: value.column,
                message: value.taken,
                value: (i: NamedInput<C>) => i[value.column],
              },
            ]
          : []),
      ],
      list: {
        search: ['name', ...own],
        sorts: { ...Object.fromEntries(own.map((c) => [c, c])), createdDate: 'created_at' },
        defaultSort: 'name',
      },
      activeOrder: 'name',
    });

  const handlers = (master: MasterService<NamedOut<C>, NamedInput<C>>, clock: BusinessClock) =>
    masterHandlers<E, NamedOut<C>, NamedInput<C>>(
      master,
      clock,
      { one: kind, many: table, what, file: table, sheet: capital(table) },
      [
        { header: 'Name', value: (r) => r.name },
        ...(value ? [{ header: value.header, value: (r: NamedOut<C>) => r[value.column] }] : []),
      ],
    );

  return { service, handlers };
}

/** Tags (issue 12, Masters): a name. */
export const tagMaster = namedMaster<typeof tagEndpoints>('tag');

/** Colours (issue 12, Masters): a name and #RRGGBB. */
export const colourMaster = namedMaster<typeof colourEndpoints, 'hex'>('colour', {
  column: 'hex',
  header: 'Colour',
});

/** Languages (issue 12, Masters): seeded by the migration, about 130, all active; the code is unique too. */
export const languageMaster = namedMaster<typeof languageEndpoints, 'code'>('language', {
  column: 'code',
  header: 'Code',
  taken: 'A language with this code already exists',
});
