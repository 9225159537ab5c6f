import { PlusOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Flex, Pagination, Result, Row, Skeleton, type ColProps } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ListData } from '../../shared/http/envelope';
import { PAGE_SIZES } from '../../shared/http/list';
import { PageHeading } from '../lib/PageHeading';
import { ListSearch } from './DataTable/ListSearch';
import { errorText } from './feedback/errorText';
import type { UrlPage, UrlPatch } from './urlPage';

export interface TileGridProps<T extends { id: number }> {
  /** The page's heading ("My Cards"). */
  title: string;
  /** The create button's text and where it leads. */
  createLabel: string;
  createTo: string;
  /** The page the URL holds and how to change it (useUrlPage). */
  page: UrlPage;
  go: (patch: UrlPatch) => void;
  list: UseQueryResult<ListData<T>>;
  /** The list's name in its error title ("The cards could not be loaded."). */
  noun: string;
  emptyText: string;
  /** How many grid columns a tile spans at each breakpoint. */
  span: Pick<ColProps, 'xs' | 'sm' | 'md' | 'lg' | 'xl'>;
  renderTile: (record: T) => ReactNode;
  /** What the tiles open (the QR dialog). */
  children?: ReactNode;
}

/**
 * A page of tiles (My Cards, My Campaigns, §2): heading with the create button, the search, then a
 * skeleton, the error with Try again, "No Data Available" or the tiles with their pager.
 */
export function TileGrid<T extends { id: number }>({
  title,
  createLabel,
  createTo,
  page,
  go,
  list,
  noun,
  emptyText,
  span,
  renderTile,
  children,
}: TileGridProps<T>) {
  const navigate = useNavigate();
  const data = list.data;
  let body;
  if (list.isPending) body = <Skeleton active />;
  else if (list.isError && !data)
    body = (
      <Result
        status="error"
        title={`The ${noun} could not be loaded.`}
        subTitle={errorText(list.error, 'Something went wrong')}
        extra={<Button onClick={() => void list.refetch()}>Try again</Button>}
      />
    );
  else if (!data || data.records.length === 0) body = <Empty description={emptyText} />;
  else
    body = (
      <>
        <Row gutter={[16, 16]}>
          {data.records.map((record) => (
            <Col key={record.id} {...span}>
              {renderTile(record)}
            </Col>
          ))}
        </Row>
        <Flex justify="end" style={{ marginTop: 16 }}>
          <Pagination
            current={page.PageNumber}
            pageSize={page.pagesize}
            total={data.total_Record_Count}
            pageSizeOptions={PAGE_SIZES.map(String)}
            showSizeChanger
            onChange={(pageNow, sizeNow) =>
              go(
                sizeNow !== page.pagesize
                  ? { pagesize: String(sizeNow), PageNumber: undefined }
                  : { PageNumber: String(pageNow) },
              )
            }
          />
        </Flex>
      </>
    );

  return (
    <>
      <PageHeading
        title={title}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(createTo)}>
            {createLabel}
          </Button>
        }
      />
      <Card>
        <Flex style={{ marginBottom: 16 }}>
          <ListSearch
            value={page.Search ?? ''}
            onSearch={(text) => go({ Search: text || undefined, PageNumber: undefined })}
          />
        </Flex>
        {body}
      </Card>
      {children}
    </>
  );
}
