import { DatabaseOutlined } from '@ant-design/icons';
import { Card, Result, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useSearchParams } from 'react-router-dom';
import type { ListData } from '../../shared/http/envelope';
import { PageHeading } from './PageHeading';
import { DataTable } from '../components/DataTable';
import type { ExportedFile } from '../components/DataTable/ExportButton';
import type { ApiListQuery } from '../components/DataTable/listQuery';
import { formatDate } from '../components/format/dates';

/** What every admin manage list shows first (issue 6: company name and created date). */
export interface ManageRow {
  id: number | string;
  companyName: string | null;
  createdDate: string;
}

/** Where an area's manage list gets its rows; the area supplies it when it is built. */
export interface ManageSource<T extends ManageRow> {
  queryKey: readonly unknown[];
  fetchPage: (query: ApiListQuery) => Promise<ListData<T>>;
  exportFile?: (query: ApiListQuery) => Promise<ExportedFile>;
}

export interface ManageListProps<T extends ManageRow> {
  /** The page title, e.g. "Posts". */
  title: string;
  /** The rows' name in a sentence, e.g. "posts". */
  itemsName: string;
  /** Until an area provides its source, the page says that no data source exists yet. */
  source?: ManageSource<T>;
  /** The area's own columns, after Company Name and Created Date. */
  columns?: ColumnsType<T>;
}

/**
 * The shared layout of the admin manage lists (admin/manage/post, website, web, card, bot,
 * campaign): Company Name and Created Date, newest first, and `Search` by user name, which the
 * Update User page's tabs fill in (spec 00 section 2: manage/{type}?Search={userName}).
 */
export function ManageList<T extends ManageRow>({
  title,
  itemsName,
  source,
  columns = [],
}: ManageListProps<T>) {
  const [params] = useSearchParams();
  const search = params.get('Search')?.trim();
  return (
    <>
      <PageHeading title={title} />
      {source ? (
        <Card>
          <DataTable<T>
            rowKey="id"
            queryKey={source.queryKey}
            fetchPage={source.fetchPage}
            exportFile={source.exportFile}
            query={{ SortColumn: 'createdDate', SortType: 'Desc' }}
            search={{ label: 'Search by user name', placeholder: 'Search by user name' }}
            columns={[
              {
                title: 'Company Name',
                dataIndex: 'companyName',
                key: 'companyName',
                sorter: true,
                render: (v: string | null) => v || '—',
              },
              {
                title: 'Created Date',
                dataIndex: 'createdDate',
                key: 'createdDate',
                sorter: true,
                render: (v: string) => formatDate(v),
              },
              ...columns,
            ]}
          />
        </Card>
      ) : (
        <Card>
          <Result
            icon={<DatabaseOutlined />}
            title="No data source yet"
            subTitle={`The list of ${itemsName} arrives with the ${itemsName} screens; nothing is shown until then.`}
            extra={
              search ? (
                <Typography.Text type="secondary">Search by user name: “{search}”</Typography.Text>
              ) : undefined
            }
          />
        </Card>
      )}
    </>
  );
}

/** A manage page that has no data source yet: `export const ManagePostsPage = manageListPage('Posts', 'posts')`. */
export function manageListPage(title: string, itemsName: string) {
  function ManagePage() {
    return <ManageList title={title} itemsName={itemsName} />;
  }
  ManagePage.displayName = `ManageList(${title})`;
  return ManagePage;
}
