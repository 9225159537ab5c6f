import type { z } from 'zod';
import type {
  templatesQuery,
  TemplateChoice,
  WhatsAppTemplate,
} from '../../../../shared/whatsapp/templates-contract';
import type { DB } from '../../../db/connect';
import { filteredList, pageOf, sortedOn } from '../../../db/list';
import { foundOr404 } from '../../../db/tenancy';
import type { AuthUser } from '../../../http/context';
import type { WhatsappDeps } from '../deps';
import { businessesOf, ownTemplates, templateOf } from './rows';

export type TemplatesQuery = z.output<typeof templatesQuery>;

const SORTS = {
  name: 'name',
  category: 'category',
  language: 'language',
  status: 'status',
  createdDate: 'created_at',
  updatedDate: 'updated_at',
} as const;

/** One page of the caller's templates (the Message Templates page); newest change first by default. */
export async function listTemplates(deps: WhatsappDeps, caller: AuthUser, q: TemplatesQuery) {
  let base = filteredList(
    ownTemplates(deps.db, await businessesOf(deps.db, caller)),
    { term: q.Search, in: ['name'] },
    { range: deps.clock.dayRange(q.StartDate, q.EndDate), on: 'updated_at' },
  );
  if (q.Status) base = base.where('status', '=', q.Status);
  if (q.Category) base = base.where('category', '=', q.Category);
  const column = sortedOn(q.SortColumn, SORTS, 'updated_at');
  const direction = q.SortType ?? (q.SortColumn ? 'asc' : 'desc');
  return pageOf(
    base,
    (qb) => qb.selectAll().orderBy(column, direction).orderBy('id', direction),
    q,
    templateOf,
  );
}

/** One of the caller's templates; another owner's answers 404 like a missing one. */
export async function templateById(db: DB, caller: AuthUser, id: number): Promise<WhatsAppTemplate> {
  const row = await ownTemplates(db, await businessesOf(db, caller))
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return templateOf(foundOr404(row, 'Template'));
}

/** templateDetailsList: every template but the deleted ones, by name. */
export async function templateDetails(db: DB, caller: AuthUser): Promise<WhatsAppTemplate[]> {
  const rows = await ownTemplates(db, await businessesOf(db, caller))
    .selectAll()
    .where('status', '!=', 'DELETED')
    .orderBy('name')
    .orderBy('language')
    .execute();
  return rows.map(templateOf);
}

/** templateList: the APPROVED ones only, which a campaign may send. */
export async function approvedTemplates(db: DB, caller: AuthUser): Promise<TemplateChoice[]> {
  const rows = await ownTemplates(db, await businessesOf(db, caller))
    .selectAll()
    .where('status', '=', 'APPROVED')
    .orderBy('name')
    .orderBy('language')
    .execute();
  return rows.map((r) => {
    const { id, name, language, category, components } = templateOf(r);
    return { id, name, language, category, components };
  });
}
