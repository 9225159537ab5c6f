import type { ColumnsType } from 'antd/es/table/interface';
import type { z } from 'zod';
import { catalogContract } from '../../../../shared/catalog/contract';
import { BRAND_FIELD_LABELS, TEMPLATE_FIELD_TYPE_LABELS } from '../../../../shared/catalog/rules';
import type { templateFieldSchema } from '../../../../shared/catalog/template-fields';
import { CatalogListPage } from '../components/CatalogListPage';
import { masterColumns } from '../components/columns';
import { CATALOG_PATHS, editTemplateFieldPath } from '../paths';

type TemplateField = z.infer<typeof templateFieldSchema>;

const columns: ColumnsType<TemplateField> = [
  { title: 'Key', dataIndex: 'key', key: 'key', sorter: true, render: (k: string) => <code>{k}</code> },
  { title: 'Label', dataIndex: 'label', key: 'label', sorter: true },
  {
    title: 'Type',
    dataIndex: 'type',
    key: 'type',
    sorter: true,
    render: (t: TemplateField['type']) => TEMPLATE_FIELD_TYPE_LABELS[t],
  },
  {
    title: 'Brand Field',
    dataIndex: 'brandField',
    key: 'brandField',
    render: (f: TemplateField['brandField']) => BRAND_FIELD_LABELS[f],
  },
  ...masterColumns<TemplateField>({
    kind: 'templateField',
    what: 'template field',
    nameOf: (f) => f.label,
    editPath: editTemplateFieldPath,
  }),
];

/**
 * Masters > Template Field: the placeholders a template package names with `data-key`, each
 * filled from a field of the user's brand.
 */
export function TemplateFieldsPage() {
  return (
    <CatalogListPage
      title="Template Fields"
      addLabel="Add Template Field"
      addPath={CATALOG_PATHS.addTemplateField}
      endpoint={catalogContract.templateFields}
      rowKey="id"
      columns={columns}
      query={{ SortColumn: 'key', SortType: 'Asc' }}
      search={{ label: 'Search template fields', placeholder: 'Search by key or label' }}
    />
  );
}
