import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { tagEndpoints } from '../../../shared/catalog/tags';
import type { BusinessClock } from '../../../shared/time/business-clock';
import type { AppContext } from '../../context';
import type { TagsTable } from '../../db/schema';
import { masterHandlers, masterService, uniqueName } from './master';

type Row = Selectable<TagsTable>;
type TagInput = z.output<(typeof tagEndpoints)['createTag']['body']>;

const tag = (r: Row) => ({
  id: r.id,
  name: r.name,
  isActive: r.is_active === 1,
  createdDate: r.created_at,
});

/** Tags (issue 12, Masters): a name. */
export function tagsService(ctx: AppContext) {
  return masterService<Row, ReturnType<typeof tag>, TagInput>(ctx, {
    table: 'tags',
    kind: 'tag',
    what: 'Tag',
    toApi: tag,
    columns: (input) => ({ name: input.name }),
    unique: [uniqueName('tag')],
    list: { search: ['name'], sorts: { createdDate: 'created_at' }, defaultSort: 'name' },
    activeOrder: 'name',
  });
}

export type TagsService = ReturnType<typeof tagsService>;

export const tagHandlers = (tags: TagsService, clock: BusinessClock) =>
  masterHandlers<typeof tagEndpoints, ReturnType<typeof tag>, TagInput>(
    tags,
    clock,
    { one: 'tag', many: 'tags', what: 'Tag', file: 'tags', sheet: 'Tags' },
    [{ header: 'Name', value: (r) => r.name }],
  );
