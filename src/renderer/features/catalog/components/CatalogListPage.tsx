import { PlusOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { DataTable, type DataTableProps } from '../../../components/DataTable';
import { PageHeading } from '../../../lib/PageHeading';

export type CatalogListPageProps<Q extends z.ZodType, R extends object> = DataTableProps<Q, R> & {
  title: string;
  /** "Add Tag" and where it goes. */
  addLabel: string;
  addPath: string;
};

/** A Masters list page: its title with the Add button, and the server-paged table. */
export function CatalogListPage<Q extends z.ZodType, R extends object>({
  title,
  addLabel,
  addPath,
  ...table
}: CatalogListPageProps<Q, R>) {
  const navigate = useNavigate();
  return (
    <>
      <PageHeading
        title={title}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(addPath)}>
            {addLabel}
          </Button>
        }
      />
      <Card>
        <DataTable {...table} />
      </Card>
    </>
  );
}
