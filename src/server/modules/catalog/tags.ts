import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { tagEndpoints } from '../../../shared/catalog/tags';
import type { BusinessClock } from '../../../shared/time/business-clock';
import type { AppContext } from '../../context';
import type { TagsTable } from '../../db/schema';
import type { Handlers } from '../../http/bind';
import { ok } from '../../http/reply';
import { xlsxAnswer } from '../../http/xlsx';
import { masterTable, nowIso, savingUnique, statusText, type ListInput } from './masters';

type Row = Selectable<TagsTable>;
type TagInput = z.output<(typeof tagEndpoints)['createTag']['body']>;

const tag = (r: Row) => ({
  id: r.id,
  name: r.name,
  isActive: r.is_active === 1,
  createdDate: r.created_at,
});

/** Tags (issue 12, Masters). */
export function tagsService(ctx: AppContext) {
  const { db } = ctx;
  const table = masterTable<Row>(ctx, 'tags', 'tag', 'Tag');
  const byId = async (id: number) => tag(await table.row(id));
  const assertFree = (name: string, exceptId?: number) =>
    table.assertFree('name', name, 'name', 'A tag with this name already exists', exceptId);

  return {
    byId,
    list: (q: ListInput) =>
      table.page(q, { search: ['name'], sorts: { createdDate: 'created_at' }, defaultSort: 'name' }, tag),
    active: async () => (await table.active('name')).map(tag),
    async create(input: TagInput) {
      await assertFree(input.name);
      const r = await savingUnique(
        () =>
          db
            .insertInto('tags')
            .values({ name: input.name, is_active: 1, created_at: nowIso() })
            .returning('id')
            .executeTakeFirstOrThrow(),
        () => assertFree(input.name),
      );
      return byId(r.id);
    },
    async update(id: number, input: TagInput) {
      await table.row(id);
      await assertFree(input.name, id);
      await savingUnique(
        () => db.updateTable('tags').set({ name: input.name }).where('id', '=', id).execute(),
        () => assertFree(input.name, id),
      );
      return byId(id);
    },
    status: async (id: number, isActive: boolean) => tag(await table.setActive(id, isActive)),
    async remove(id: number) {
      await table.remove(id);
      return null;
    },
  };
}

export type TagsService = ReturnType<typeof tagsService>;

export function tagHandlers(tags: TagsService, clock: BusinessClock): Handlers<typeof tagEndpoints> {
  return {
    tags: async ({ query }) => {
      const page = await tags.list(query);
      if (!query.IsExport) return page;
      return xlsxAnswer(
        'tags',
        'Tags',
        [
          { header: 'Name', value: (r) => r.name },
          { header: 'Status', value: (r) => statusText(r.isActive) },
          { header: 'Created Date', value: (r) => clock.formatDate(r.createdDate) },
        ],
        page.records,
      );
    },
    activeTags: () => tags.active(),
    tagById: ({ params }) => tags.byId(params.id),
    createTag: async ({ body }) => ok(await tags.create(body), 'Tag created successfully', 201),
    updateTag: async ({ params, body }) => ok(await tags.update(params.id, body), 'Tag updated successfully'),
    tagStatus: async ({ params, body }) => ok(await tags.status(params.id, body.isActive), 'Status updated'),
    deleteTag: async ({ params }) => ok(await tags.remove(params.id), 'Tag deleted successfully'),
  };
}
