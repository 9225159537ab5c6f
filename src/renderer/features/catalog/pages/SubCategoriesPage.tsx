import { PlusOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { catalogContract, type subCategorySchema } from '../../../../shared/catalog/contract';
import { DataTable } from '../../../components/DataTable';
import { FilterSelect } from '../../../components/FilterSelect';
import { PageHeading } from '../../../lib/PageHeading';
import { useActiveCategories } from '../api';
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
  const navigate = useNavigate();
  const categories = useActiveCategories();
  return (
    <>
      <PageHeading
        title="Sub Categories"
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(CATALOG_PATHS.addSubCategory)}
          >
            Add Sub Category
          </Button>
        }
      />
      <Card>
        <DataTable
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
      </Card>
    </>
  );
}
