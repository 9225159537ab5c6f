import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { BrandField } from '../../../shared/catalog/rules';
import { BRAND_FIELD_LABELS, TEMPLATE_FIELD_TYPE_LABELS } from '../../../shared/catalog/rules';
import type { templateFieldEndpoints } from '../../../shared/catalog/template-fields';
import type { BusinessClock } from '../../../shared/time/business-clock';
import type { AppContext } from '../../context';
import type { TemplateFieldsTable } from '../../db/schema';
import type { Handlers } from '../../http/bind';
import { ok } from '../../http/reply';
import { xlsxAnswer } from '../../http/xlsx';
import { masterTable, nowIso, savingUnique, statusText, type ListInput } from './masters';

type Row = Selectable<TemplateFieldsTable>;
type FieldInput = z.output<(typeof templateFieldEndpoints)['createTemplateField']['body']>;

const field = (r: Row) => ({
  id: r.id,
  key: r.field_key,
  label: r.label,
  type: r.field_type,
  brandField: r.brand_field as BrandField,
  isActive: r.is_active === 1,
  createdDate: r.created_at,
});

/** Template fields (issue 12, Masters): a package's `data-key` and the brand field it is filled from. */
export function templateFieldsService(ctx: AppContext) {
  const { db } = ctx;
  const table = masterTable<Row>(ctx, 'template_fields', 'templateField', 'Template field');
  const byId = async (id: number) => field(await table.row(id));
  const assertFree = async (input: FieldInput, exceptId?: number) => {
    await table.assertFree(
      'field_key',
      input.key,
      'key',
      'A template field with this key already exists',
      exceptId,
    );
    await table.assertFree(
      'label',
      input.label,
      'label',
      'A template field with this label already exists',
      exceptId,
    );
  };
  const columns = (input: FieldInput) => ({
    field_key: input.key,
    label: input.label,
    field_type: input.type,
    brand_field: input.brandField,
  });

  return {
    byId,
    list: (q: ListInput) =>
      table.page(
        q,
        {
          search: ['field_key', 'label'],
          sorts: { key: 'field_key', label: 'label', type: 'field_type', createdDate: 'created_at' },
          defaultSort: 'field_key',
        },
        field,
      ),
    active: async () => (await table.active('field_key')).map(field),
    async create(input: FieldInput) {
      await assertFree(input);
      const r = await savingUnique(
        () =>
          db
            .insertInto('template_fields')
            .values({ ...columns(input), is_active: 1, created_at: nowIso() })
            .returning('id')
            .executeTakeFirstOrThrow(),
        () => assertFree(input),
      );
      return byId(r.id);
    },
    async update(id: number, input: FieldInput) {
      await table.row(id);
      await assertFree(input, id);
      await savingUnique(
        () => db.updateTable('template_fields').set(columns(input)).where('id', '=', id).execute(),
        () => assertFree(input, id),
      );
      return byId(id);
    },
    status: async (id: number, isActive: boolean) => field(await table.setActive(id, isActive)),
    async remove(id: number) {
      await table.remove(id);
      return null;
    },
  };
}

export type TemplateFieldsService = ReturnType<typeof templateFieldsService>;

export function templateFieldHandlers(
  fields: TemplateFieldsService,
  clock: BusinessClock,
): Handlers<typeof templateFieldEndpoints> {
  return {
    templateFields: async ({ query }) => {
      const page = await fields.list(query);
      if (!query.IsExport) return page;
      return xlsxAnswer(
        'template-fields',
        'Template Fields',
        [
          { header: 'Key', value: (r) => r.key },
          { header: 'Label', value: (r) => r.label },
          { header: 'Type', value: (r) => TEMPLATE_FIELD_TYPE_LABELS[r.type] },
          { header: 'Brand Field', value: (r) => BRAND_FIELD_LABELS[r.brandField] },
          { header: 'Status', value: (r) => statusText(r.isActive) },
          { header: 'Created Date', value: (r) => clock.formatDate(r.createdDate) },
        ],
        page.records,
      );
    },
    activeTemplateFields: () => fields.active(),
    templateFieldById: ({ params }) => fields.byId(params.id),
    createTemplateField: async ({ body }) =>
      ok(await fields.create(body), 'Template field created successfully', 201),
    updateTemplateField: async ({ params, body }) =>
      ok(await fields.update(params.id, body), 'Template field updated successfully'),
    templateFieldStatus: async ({ params, body }) =>
      ok(await fields.status(params.id, body.isActive), 'Status updated'),
    deleteTemplateField: async ({ params }) =>
      ok(await fields.remove(params.id), 'Template field deleted successfully'),
  };
}
