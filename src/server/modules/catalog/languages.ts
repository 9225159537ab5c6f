import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { languageEndpoints } from '../../../shared/catalog/languages';
import type { BusinessClock } from '../../../shared/time/business-clock';
import type { AppContext } from '../../context';
import type { LanguagesTable } from '../../db/schema';
import { masterHandlers, masterService, uniqueName } from './master';

type Row = Selectable<LanguagesTable>;
type LanguageInput = z.output<(typeof languageEndpoints)['createLanguage']['body']>;

const language = (r: Row) => ({
  id: r.id,
  name: r.name,
  code: r.code,
  isActive: r.is_active === 1,
  createdDate: r.created_at,
});

/** Languages (issue 12, Masters): seeded by the migration, about 130, all active. */
export function languagesService(ctx: AppContext) {
  return masterService<Row, ReturnType<typeof language>, LanguageInput>(ctx, {
    table: 'languages',
    kind: 'language',
    what: 'Language',
    toApi: language,
    columns: (input) => ({ name: input.name, code: input.code }),
    unique: [
      uniqueName('language'),
      {
        column: 'code',
        field: 'code',
        message: 'A language with this code already exists',
        value: (i) => i.code,
      },
    ],
    list: {
      search: ['name', 'code'],
      sorts: { code: 'code', createdDate: 'created_at' },
      defaultSort: 'name',
    },
    activeOrder: 'name',
  });
}

export type LanguagesService = ReturnType<typeof languagesService>;

export const languageHandlers = (languages: LanguagesService, clock: BusinessClock) =>
  masterHandlers<typeof languageEndpoints, ReturnType<typeof language>, LanguageInput>(
    languages,
    clock,
    { one: 'language', many: 'languages', what: 'Language', file: 'languages', sheet: 'Languages' },
    [
      { header: 'Name', value: (r) => r.name },
      { header: 'Code', value: (r) => r.code },
    ],
  );
