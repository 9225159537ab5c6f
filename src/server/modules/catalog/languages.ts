import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { languageEndpoints } from '../../../shared/catalog/languages';
import type { BusinessClock } from '../../../shared/time/business-clock';
import type { AppContext } from '../../context';
import type { LanguagesTable } from '../../db/schema';
import type { Handlers } from '../../http/bind';
import { ok } from '../../http/reply';
import { xlsxAnswer } from '../../http/xlsx';
import { masterTable, nowIso, savingUnique, statusText, type ListInput } from './masters';

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
  const { db } = ctx;
  const table = masterTable<Row>(ctx, 'languages', 'language', 'Language');
  const byId = async (id: number) => language(await table.row(id));
  const assertFree = async (input: LanguageInput, exceptId?: number) => {
    await table.assertFree('name', input.name, 'name', 'A language with this name already exists', exceptId);
    await table.assertFree('code', input.code, 'code', 'A language with this code already exists', exceptId);
  };

  return {
    byId,
    list: (q: ListInput) =>
      table.page(
        q,
        { search: ['name', 'code'], sorts: { code: 'code', createdDate: 'created_at' }, defaultSort: 'name' },
        language,
      ),
    active: async () => (await table.active('name')).map(language),
    async create(input: LanguageInput) {
      await assertFree(input);
      const r = await savingUnique(
        () =>
          db
            .insertInto('languages')
            .values({ name: input.name, code: input.code, is_active: 1, created_at: nowIso() })
            .returning('id')
            .executeTakeFirstOrThrow(),
        () => assertFree(input),
      );
      return byId(r.id);
    },
    async update(id: number, input: LanguageInput) {
      await table.row(id);
      await assertFree(input, id);
      await savingUnique(
        () =>
          db
            .updateTable('languages')
            .set({ name: input.name, code: input.code })
            .where('id', '=', id)
            .execute(),
        () => assertFree(input, id),
      );
      return byId(id);
    },
    status: async (id: number, isActive: boolean) => language(await table.setActive(id, isActive)),
    async remove(id: number) {
      await table.remove(id);
      return null;
    },
  };
}

export type LanguagesService = ReturnType<typeof languagesService>;

export function languageHandlers(
  languages: LanguagesService,
  clock: BusinessClock,
): Handlers<typeof languageEndpoints> {
  return {
    languages: async ({ query }) => {
      const page = await languages.list(query);
      if (!query.IsExport) return page;
      return xlsxAnswer(
        'languages',
        'Languages',
        [
          { header: 'Name', value: (r) => r.name },
          { header: 'Code', value: (r) => r.code },
          { header: 'Status', value: (r) => statusText(r.isActive) },
          { header: 'Created Date', value: (r) => clock.formatDate(r.createdDate) },
        ],
        page.records,
      );
    },
    activeLanguages: () => languages.active(),
    languageById: ({ params }) => languages.byId(params.id),
    createLanguage: async ({ body }) =>
      ok(await languages.create(body), 'Language created successfully', 201),
    updateLanguage: async ({ params, body }) =>
      ok(await languages.update(params.id, body), 'Language updated successfully'),
    languageStatus: async ({ params, body }) =>
      ok(await languages.status(params.id, body.isActive), 'Status updated'),
    deleteLanguage: async ({ params }) =>
      ok(await languages.remove(params.id), 'Language deleted successfully'),
  };
}
