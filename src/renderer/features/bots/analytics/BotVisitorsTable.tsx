import { EyeOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Result, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { BOT_MESSAGES as M, type BotVisitor } from '../../../../shared/bots/schemas';
import { PAGE_SIZES } from '../../../../shared/http/list';
import { ExportButton } from '../../../components/DataTable/ExportButton';
import { sortFromTable, withSortOrder } from '../../../components/DataTable/sorting';
import { DateRangeFilter, type DateRangeValue } from '../../../components/DateRangeFilter';
import { errorText } from '../../../components/feedback/errorText';
import { formatDateTime } from '../../../components/format/dates';
import { useVisitorPage } from '../../../components/VisitorTable';
import { exportBotVisitors, useBotVisitors } from '../api';
import { ConversationModal } from './ConversationModal';

// §2: a header click goes back to page 1 and toggles the direction (never to "unsorted").
const TOGGLE = ['ascend', 'descend', 'ascend'] as const;

/**
 * A bot's visitors (§2, §7): Number / IP Address, Name, Platform, Date and the conversation; page 1,
 * date Desc by default; a date range with the presets; Excel of the filter or of every visitor.
 */
export function BotVisitorsTable({ botId }: { botId: number }) {
  const [range, setRange] = useState<DateRangeValue>({});
  const { page, setPage, toFirstPage } = useVisitorPage();
  const [open, setOpen] = useState<BotVisitor | null>(null);
  const query = { ...page, StartDate: range.startDate, EndDate: range.endDate };
  const list = useBotVisitors(botId, query);
  // The default order, shown on the Date header until another is chosen.
  const sort = page.SortColumn ? page : { SortColumn: 'date', SortType: 'Desc' as const };

  const columns: ColumnsType<BotVisitor> = [
    { title: 'Number / IP Address', dataIndex: 'visitorNumber', key: 'visitorNumber', sorter: true },
    {
      title: 'Name',
      dataIndex: 'visitorName',
      key: 'visitorName',
      sorter: true,
      render: (v: string | null) => v || '—',
    },
    {
      title: 'Platform',
      dataIndex: 'platform',
      key: 'platform',
      sorter: true,
      render: (v: BotVisitor['platform']) => (
        <Tag color={v === 'WhatsApp' ? 'success' : 'processing'}>{v}</Tag>
      ),
    },
    { title: 'Date', dataIndex: 'date', key: 'date', sorter: true, render: (v: string) => formatDateTime(v) },
    {
      title: 'Conversation',
      key: 'view',
      render: (_: unknown, v: BotVisitor) => (
        <Button
          type="text"
          icon={<EyeOutlined />}
          aria-label={`View conversation of ${v.visitorName || v.visitorNumber}`}
          onClick={() => setOpen(v)}
        />
      ),
    },
  ].map((c) => ('sorter' in c ? { ...c, sortDirections: [...TOGGLE] } : c));

  if (list.isError && !list.data)
    return (
      <Result
        status="error"
        title="The visitors could not be loaded."
        subTitle={errorText(list.error, 'Something went wrong')}
        extra={<Button onClick={() => void list.refetch()}>Try again</Button>}
      />
    );

  return (
    <>
      <Flex wrap gap={8} align="center" style={{ marginBottom: 12 }}>
        <DateRangeFilter
          value={range}
          onChange={(r) => {
            setRange(r ?? {});
            toFirstPage();
          }}
        />
        <Flex gap={8} style={{ marginInlineStart: 'auto' }}>
          <ExportButton exportFile={() => exportBotVisitors(botId, query)} />
          <ExportButton label="Export All" exportFile={() => exportBotVisitors(botId, query, true)} />
        </Flex>
      </Flex>
      <Table<BotVisitor>
        size="middle"
        rowKey="visitorUUId"
        scroll={{ x: 'max-content' }}
        columns={withSortOrder(columns, sort)}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        locale={{
          emptyText: list.isPending ? (
            <div style={{ height: 120 }} />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={M.noData} />
          ),
        }}
        pagination={{
          current: page.PageNumber,
          pageSize: page.pagesize,
          total: list.data?.total_Record_Count ?? 0,
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          showTotal: (total, [from, to]) => (total ? `${from}-${to} of ${total}` : ''),
          onChange: (PageNumber, pagesize) =>
            setPage({ ...page, PageNumber: pagesize !== page.pagesize ? 1 : PageNumber, pagesize }),
        }}
        onChange={(_p, _f, sorter, extra) => {
          if (extra.action === 'sort') setPage({ ...page, ...sortFromTable(sorter), PageNumber: 1 });
        }}
      />
      <ConversationModal botId={botId} visitor={open} onClose={() => setOpen(null)} />
    </>
  );
}
