import type { ColumnsType } from 'antd/es/table/interface';
import type { z } from 'zod';
import { catalogContract, type categorySchema } from '../../../../shared/catalog/contract';
import { CatalogListPage } from '../components/CatalogListPage';
import { masterColumns } from '../components/columns';
import { CATALOG_PATHS, editCategoryPath } from '../paths';

type Category = z.infer<typeof categorySchema>;

const columns: ColumnsType<Category> = [
  { title: 'Name', dataIndex: 'name', key: 'name', sorter: true },
  ...masterColumns<Category>({
    kind: 'category',
    what: 'category',
    nameOf: (r) => r.name,
    editPath: editCategoryPath,
  }),
];

/** Masters > Category. */
export function CategoriesPage() {
  return (
    <CatalogListPage
      title="Categories"
      addLabel="Add Category"
      addPath={CATALOG_PATHS.addCategory}
      endpoint={catalogContract.categories}
      rowKey="id"
      columns={columns}
      query={{ SortColumn: 'name', SortType: 'Asc' }}
      search={{ label: 'Search categories', placeholder: 'Search categories' }}
    />
  );
}
