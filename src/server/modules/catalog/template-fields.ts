import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { BrandField } from '../../../shared/catalog/rules';
import { BRAND_FIELD_LABELS, TEMPLATE_FIELD_TYPE_LABELS } from '../../../shared/catalog/rules';
import type { templateFieldEndpoints } from '../../../shared/catalog/template-fields';
import type { BusinessClock } from '../../../shared/time/business-clock';
import type { AppContext } from '../../context';
import type { TemplateFieldsTable } from '../../db/schema';
import { masterHandlers, masterService } from './master';

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
  return masterService<Row, ReturnType<typeof field>, FieldInput>(ctx, {
    table: 'template_fields',
    kind: 'templateField',
    what: 'Template field',
    toApi: field,
    columns: (input) => ({
      field_key: input.key,
      label: input.label,
      field_type: input.type,
      brand_field: input.brandField,
    }),
    unique: [
      {
        column: 'field_key',
        field: 'key',
        message: 'A template field with this key already exists',
        value: (i) => i.key,
      },
      {
        column: 'label',
        field: 'label',
        message: 'A template field with this label already exists',
        value: (i) => i.label,
      },
    ],
    list: {
      search: ['field_key', 'label'],
      sorts: { key: 'field_key', label: 'label', type: 'field_type', createdDate: 'created_at' },
      defaultSort: 'field_key',
    },
    activeOrder: 'field_key',
  });
}

export type TemplateFieldsService = ReturnType<typeof templateFieldsService>;

export const templateFieldHandlers = (fields: TemplateFieldsService, clock: BusinessClock) =>
  masterHandlers<typeof templateFieldEndpoints, ReturnType<typeof field>, FieldInput>(
    fields,
    clock,
    {
      one: 'templateField',
      many: 'templateFields',
      what: 'Template field',
      file: 'template-fields',
      sheet: 'Template Fields',
    },
    [
      { header: 'Key', value: (r) => r.key },
      { header: 'Label', value: (r) => r.label },
      { header: 'Type', value: (r) => TEMPLATE_FIELD_TYPE_LABELS[r.type] },
      { header: 'Brand Field', value: (r) => BRAND_FIELD_LABELS[r.brandField] },
    ],
  );
