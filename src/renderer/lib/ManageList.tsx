import { DatabaseOutlined } from '@ant-design/icons';
import { Card, Result, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { DataTable } from '../components/DataTable';
import type { ListEndpoint, SortColumnOf } from '../components/DataTable/listEndpoint';
import { formatDate } from '../components/format/dates';
import { PageHeading } from './PageHeading';

/** What every admin manage list shows first (issue 6: company name and created date). */
export interface ManageRow {
  id: number | string;
  companyName: string | null;
  createdDate: string;
}

export interface ManageListProps<Q extends z.ZodType, T extends ManageRow> {
  /** The page title, e.g. "Posts". */
  title: string;
  /** The rows' name in a sentence, e.g. "posts". */
  itemsName: string;
  /**
   * The area's list endpoint (searchable by user name) and its created-date sort column, typed by
   * the endpoint; until an area provides one, the page says that no data source exists yet.
   */
  source?: { endpoint: ListEndpoint<Q, T>; createdDateColumn: SortColumnOf<Q> };
  /** The area's own columns, after Company Name and Created Date. */
  columns?: ColumnsType<NoInfer<T>>;
  /** At the right of the toolbar: an Add button where an Admin makes something for a user (§6). */
  actions?: ReactNode;
}

/**
 * The shared layout of the admin manage lists (admin/manage/post, website, web, card, bot,
 * campaign): Company Name and Created Date, newest first, and `Search` by user name, which the
 * Update User page's tabs fill in (spec 00 section 2: manage/{type}?Search={userName}).
 */
export function ManageList<Q extends z.ZodType, T extends ManageRow>({
  title,
  itemsName,
  source,
  columns = [],
  actions,
}: ManageListProps<Q, T>) {
  const [params] = useSearchParams();
  const search = params.get('Search')?.trim();
  return (
    <>
      <PageHeading title={title} />
      {source ? (
        <Card>
          <DataTable
            endpoint={source.endpoint}
            rowKey="id"
            query={{ SortColumn: source.createdDateColumn, SortType: 'Desc' }}
            search={{ label: 'Search by user name', placeholder: 'Search by user name' }}
            actions={actions}
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
