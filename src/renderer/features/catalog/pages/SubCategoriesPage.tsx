import type { ColumnsType } from 'antd/es/table/interface';
import type { z } from 'zod';
import { catalogContract, type subCategorySchema } from '../../../../shared/catalog/contract';
import { FilterSelect } from '../../../components/FilterSelect';
import { useActiveCategories } from '../api';
import { CatalogListPage } from '../components/CatalogListPage';
import { masterColumns } from '../components/columns';
import { CATALOG_PATHS, editSubCategoryPath } from '../paths';

type SubCategory = z.infer<typeof subCategorySchema>;

const columns: ColumnsType<SubCategory> = [
  { title: 'Name', dataIndex: 'name', key: 'name', sorter: true },
  { title: 'Category', dataIndex: 'categoryName', key: 'categoryName', sorter: true },
  ...masterColumns<SubCategory>({
    kind: 'subCategory',
    what: 'sub category',
    nameOf: (r) => r.name,
    editPath: editSubCategoryPath,
  }),
];

/** Masters > Sub Category, filterable by category. */
export function SubCategoriesPage() {
  const categories = useActiveCategories();
  return (
    <CatalogListPage
      title="Sub Categories"
      addLabel="Add Sub Category"
      addPath={CATALOG_PATHS.addSubCategory}
      endpoint={catalogContract.subCategories}
      rowKey="id"
      columns={columns}
      query={{ SortColumn: 'name', SortType: 'Asc', filters: ['categoryId'] }}
      search={{ label: 'Search sub categories', placeholder: 'Search sub categories' }}
      renderFilters={({ values, setFilters }) => (
        <FilterSelect
          label="Category"
          value={values.categoryId}
          onChange={(categoryId) => setFilters({ categoryId })}
          options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          loading={categories.isPending}
        />
      )}
    />
  );
}
