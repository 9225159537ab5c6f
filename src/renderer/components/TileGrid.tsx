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
import { MESSAGES } from './messages';
import { useUrlPage, type UrlPage } from './urlPage';

export interface TileGridProps<T extends { id: number }> {
  /**
   * What the tiles are, one and many ("Card", "Cards"): the heading "My Cards", the button "Create
   * New Card" and the error title "The cards could not be loaded." (§2).
   */
  names: { one: string; many: string };
  /** Where the create button leads. */
  createTo: string;
  /** The area's list query for the page the URL holds (useCards…). */
  useList: (page: UrlPage) => UseQueryResult<ListData<T>>;
  /** How many grid columns a tile spans at each breakpoint; three a row on a wide window by default. */
  span?: Pick<ColProps, 'xs' | 'sm' | 'md' | 'lg' | 'xl'>;
  renderTile: (record: T) => ReactNode;
  /** What the tiles open (the QR dialog). */
  children?: ReactNode;
}

/**
 * A "My …" page of tiles (My Cards, My Campaigns, My Bots, §2): heading with the create button, the
 * search, then a skeleton, the error with Try again, "No Data Available" or the tiles with their
 * pager; the page and the search live in the URL.
 */
export function TileGrid<T extends { id: number }>({
  names,
  createTo,
  useList,
  span = { xs: 24, md: 12, xl: 8 },
  renderTile,
  children,
}: TileGridProps<T>) {
  const { page, update: go } = useUrlPage();
  const list = useList(page);
  const navigate = useNavigate();
  const data = list.data;
  let body;
  if (list.isPending) body = <Skeleton active />;
  else if (list.isError && !data)
    body = (
      <Result
        status="error"
        title={`The ${names.many.toLowerCase()} could not be loaded.`}
        subTitle={errorText(list.error, 'Something went wrong')}
        extra={<Button onClick={() => void list.refetch()}>Try again</Button>}
      />
    );
  else if (!data || data.records.length === 0) body = <Empty description={MESSAGES.noData} />;
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
        title={`My ${names.many}`}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(createTo)}>
            {`Create New ${names.one}`}
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
