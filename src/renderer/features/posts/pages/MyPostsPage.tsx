import { CalendarOutlined, PlusOutlined, UnorderedListOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Flex, Pagination, Result, Row, Segmented, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PLATFORMS } from '../../../../shared/social/platforms';
import { POST_STATUSES } from '../../../../shared/posts/schemas';
import { URL_DATE } from '../../../components/DataTable/listQuery';
import { ListSearch } from '../../../components/DataTable/ListSearch';
import { DateRangeFilter } from '../../../components/DateRangeFilter';
import { FilterSelects, type FilterSpec } from '../../../components/FilterSelect';
import { errorText } from '../../../components/feedback/errorText';
import { API_DATE } from '../../../components/format/dates';
import { MESSAGES } from '../../../components/messages';
import { useUrlPage } from '../../../components/urlPage';
import { PageHeading } from '../../../lib/PageHeading';
import { POSTS_PAGE_SIZE, usePosts, type PostsPageQuery } from '../api';
import { BulkScheduleModal } from '../components/BulkScheduleModal';
import { PostCard } from '../components/PostCard';
import { PostsCalendar } from '../components/PostsCalendar';
import { addPostPath, postDetailPath } from '../paths';

/** Spec 01 §2: platform filter values all, web, whatsapp; then each network. */
const PLATFORM_OPTIONS = [
  { value: 'web', label: 'Web' },
  { value: 'whatsapp', label: 'WhatsApp' },
  ...PLATFORMS.filter((p) => p.key !== 'web').map((p) => ({ value: p.key, label: p.name })),
];
const STATUS_OPTIONS = POST_STATUSES.map((s) => ({
  value: s,
  label: s.charAt(0) + s.slice(1).toLowerCase(),
}));
const FILTERS: readonly FilterSpec<'platform' | 'status'>[] = [
  { name: 'platform', label: 'Platform', options: PLATFORM_OPTIONS, allLabel: 'All platforms', width: 160 },
  { name: 'status', label: 'Status', options: STATUS_OPTIONS, allLabel: 'All statuses', width: 150 },
];

/** DD-MM-YYYY in the address, YYYY-MM-DD to the server (spec 01 §9). */
const urlToApi = (v: string | null) => {
  const d = v ? dayjs(v, URL_DATE, true) : null;
  return d?.isValid() ? d.format(API_DATE) : undefined;
};
const apiToUrl = (v: string | undefined) => (v ? dayjs(v, API_DATE).format(URL_DATE) : undefined);

/**
 * /post/my-posts (spec 01 §2 Posts list; issue 13 Screens): cards with each platform's outcome,
 * filters in the address, a calendar of the month or week (drag to reschedule) and Bulk schedule.
 */
export function MyPostsPage() {
  const navigate = useNavigate();
  const { params, page, update } = useUrlPage();
  const view = params.get('view') === 'calendar' ? 'calendar' : 'list';
  const status = params.get('status') ?? undefined;
  const query: PostsPageQuery = {
    PageNumber: page.PageNumber,
    Search: page.Search,
    platform: params.get('platform') || undefined,
    status: (POST_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as PostsPageQuery['status'])
      : undefined,
    StartDate: urlToApi(params.get('StartDate')),
    EndDate: urlToApi(params.get('EndDate')),
  };
  const list = usePosts(query);
  const [bulkOpen, setBulkOpen] = useState(false);

  const data = list.data;
  let body;
  if (list.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (list.isError && !data)
    body = (
      <Result
        status="error"
        title="The posts could not be loaded."
        subTitle={errorText(list.error)}
        extra={<Button onClick={() => void list.refetch()}>Try again</Button>}
      />
    );
  else if (!data || data.records.length === 0)
    body = (
      <Empty description={MESSAGES.noData}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(addPostPath)}>
          Create a post
        </Button>
      </Empty>
    );
  else
    body = (
      <>
        <Row gutter={[16, 16]}>
          {data.records.map((p) => (
            <Col key={p.id} xs={24} sm={12} lg={8} xl={6}>
              <PostCard post={p} to={postDetailPath(p.id)} />
            </Col>
          ))}
        </Row>
        <Flex justify="end" style={{ marginTop: 16 }}>
          <Pagination
            current={query.PageNumber}
            pageSize={POSTS_PAGE_SIZE}
            total={data.total_Record_Count}
            showSizeChanger={false}
            onChange={(n) => update({ PageNumber: n })}
          />
        </Flex>
      </>
    );

  return (
    <>
      <PageHeading
        title="My Posts"
        extra={
          <>
            <Button icon={<UploadOutlined />} onClick={() => setBulkOpen(true)}>
              Bulk schedule
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(addPostPath)}>
              Create Post
            </Button>
          </>
        }
      />
      <Card>
        <Flex justify="space-between" gap={12} wrap style={{ marginBottom: 16 }}>
          <Segmented
            value={view}
            onChange={(v) => update({ view: v === 'calendar' ? 'calendar' : undefined }, { keepPage: true })}
            options={[
              { value: 'list', label: 'List', icon: <UnorderedListOutlined /> },
              { value: 'calendar', label: 'Calendar', icon: <CalendarOutlined /> },
            ]}
            aria-label="View"
          />
          {view === 'list' && (
            <Flex gap={8} wrap>
              <ListSearch value={query.Search ?? ''} onSearch={(t) => update({ Search: t })} />
              <FilterSelects filters={FILTERS} values={query} setFilters={update} />
              <DateRangeFilter
                value={{ startDate: query.StartDate, endDate: query.EndDate }}
                onChange={(r) => update({ StartDate: apiToUrl(r?.startDate), EndDate: apiToUrl(r?.endDate) })}
              />
            </Flex>
          )}
        </Flex>
        {view === 'list' ? body : <PostsCalendar />}
      </Card>
      <BulkScheduleModal open={bulkOpen} onClose={() => setBulkOpen(false)} />
    </>
  );
}
