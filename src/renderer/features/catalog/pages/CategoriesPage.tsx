import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { Link, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { catalogContract, type categorySchema } from '../../../../shared/catalog/contract';
import { DataTable } from '../../../components/DataTable';
import { formatDate } from '../../../components/format/dates';
import { PageHeading } from '../../../lib/PageHeading';
import { StatusSwitch } from '../components/StatusSwitch';
import { CATALOG_PATHS, editCategoryPath } from '../paths';

type Category = z.infer<typeof categorySchema>;

const columns: ColumnsType<Category> = [
  { title: 'Name', dataIndex: 'name', key: 'name', sorter: true },
  {
    title: 'Created Date',
    dataIndex: 'createdDate',
    key: 'createdDate',
    sorter: true,
    render: (v: string) => formatDate(v),
  },
  {
    title: 'Active',
    key: 'isActive',
    render: (_, c) => <StatusSwitch row={c} kind="category" />,
  },
  {
    title: 'Action',
    key: 'action',
    render: (_, c) => (
      // The row travels with the link, so the form opens filled in without another request.
      <Link to={editCategoryPath(c.id)} aria-label={`Edit ${c.name}`}>
        <EditOutlined aria-hidden /> Edit
      </Link>
    ),
  },
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
