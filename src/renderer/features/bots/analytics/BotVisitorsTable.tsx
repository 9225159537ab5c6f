import { EyeOutlined } from '@ant-design/icons';
import { Button, Flex, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { BOT_MESSAGES as M, type BotVisitor } from '../../../../shared/bots/schemas';
import { ExportButton } from '../../../components/DataTable/ExportButton';
import { DateRangeFilter, type DateRangeValue } from '../../../components/DateRangeFilter';
import { useVisitorPage, VisitorTable } from '../../../components/VisitorTable';
import { exportBotVisitors, useBotVisitors } from '../api';
import { ConversationModal } from './ConversationModal';
import { sortedDateTimeColumn } from '../../../components/DataTable/sorting';

// §2: a header click goes back to page 1 and toggles the direction (never to "unsorted").
const TOGGLE = ['ascend', 'descend', 'ascend'] as const;
// The server's order when none is chosen, shown on the Date header until another is.
const DATE_DESC = { SortColumn: 'date', SortType: 'Desc' } as const;

/**
 * A bot's visitors (§2, §7): Number / IP Address, Name, Platform, Date and the conversation; page 1,
 * date Desc by default; a date range with the presets; Excel of the filter or of every visitor.
 */
export function BotVisitorsTable({ botId }: { botId: number }) {
  const [range, setRange] = useState<DateRangeValue>({});
  const pager = useVisitorPage();
  const { page, toFirstPage } = pager;
  const [open, setOpen] = useState<BotVisitor | null>(null);
  const query = { ...page, StartDate: range.startDate, EndDate: range.endDate };
  const list = useBotVisitors(botId, query);

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
    sortedDateTimeColumn('Date', 'date'),
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

  return (
    <>
      <VisitorTable<BotVisitor>
        list={list}
        columns={columns}
        pager={pager}
        noun="visitors"
        emptyText={M.noData}
        rowKey="visitorUUId"
        defaultSort={DATE_DESC}
        above={
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
        }
      />
      <ConversationModal botId={botId} visitor={open} onClose={() => setOpen(null)} />
    </>
  );
}
