import type { ColumnsType } from 'antd/es/table/interface';
import type { z } from 'zod';
import { catalogContract } from '../../../../shared/catalog/contract';
import type { tagSchema } from '../../../../shared/catalog/tags';
import { CatalogListPage } from '../components/CatalogListPage';
import { masterColumns } from '../components/columns';
import { CATALOG_PATHS, editTagPath } from '../paths';

type Tag = z.infer<typeof tagSchema>;

const columns: ColumnsType<Tag> = [
  { title: 'Name', dataIndex: 'name', key: 'name', sorter: true },
  ...masterColumns<Tag>({ kind: 'tag', what: 'tag', nameOf: (t) => t.name, editPath: editTagPath }),
];

/** Masters > Tag. */
export function TagsPage() {
  return (
    <CatalogListPage
      title="Tags"
      addLabel="Add Tag"
      addPath={CATALOG_PATHS.addTag}
      endpoint={catalogContract.tags}
      rowKey="id"
      columns={columns}
      query={{ SortColumn: 'name', SortType: 'Asc' }}
      search={{ label: 'Search tags', placeholder: 'Search tags' }}
    />
  );
}
