import { PlusOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { catalogContract, type categorySchema } from '../../../../shared/catalog/contract';
import { DataTable } from '../../../components/DataTable';
import { PageHeading } from '../../../lib/PageHeading';
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
  const navigate = useNavigate();
  return (
    <>
      <PageHeading
        title="Categories"
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(CATALOG_PATHS.addCategory)}>
            Add Category
          </Button>
        }
      />
      <Card>
        <DataTable
          endpoint={catalogContract.categories}
          rowKey="id"
          columns={columns}
          query={{ SortColumn: 'name', SortType: 'Asc' }}
          search={{ label: 'Search categories', placeholder: 'Search categories' }}
        />
      </Card>
    </>
  );
}
