import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { Link, useNavigate } from 'react-router-dom';
import type { categorySchema } from '../../../../shared/catalog/contract';
import type { z } from 'zod';
import { DataTable } from '../../../components/DataTable';
import { formatDate } from '../../../components/format/dates';
import { PageHeading } from '../../../lib/PageHeading';
import { CATEGORIES_KEY, exportCategories, fetchCategories } from '../api';
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
    render: (_, c) => <StatusSwitch row={c} kind="category" listKey={CATEGORIES_KEY} />,
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
        <DataTable<Category>
          rowKey="id"
          queryKey={CATEGORIES_KEY}
          columns={columns}
          fetchPage={fetchCategories}
          exportFile={exportCategories}
          query={{ SortColumn: 'name', SortType: 'Asc' }}
          search={{ label: 'Search categories', placeholder: 'Search categories' }}
        />
      </Card>
    </>
  );
}
