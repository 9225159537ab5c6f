import { ArrowLeftOutlined, DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Result, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { CARD_MESSAGES as M, type CardVisitor } from '../../../../shared/cards/schemas';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../../shared/http/list';
import { DateRangeFilter, type DateRangeValue } from '../../../components/DateRangeFilter';
import { saveBytes, withExtension, XLSX_MIME } from '../../../components/download';
import { errorText } from '../../../components/feedback/errorText';
import { toastError } from '../../../components/feedback/toast';
import { formatDateTime } from '../../../components/format/dates';
import { PageHeading } from '../../../lib/PageHeading';
import { adminPath, cardPath } from '../../../lib/paths';
import { exportCardVisitors, useCard, useCardVisitors } from '../api';
import { cardIdFrom } from '../cardLinks';
import { VisitsChart } from '../components/VisitsChart';
import { visitsPerDay } from '../visitsPerDay';

/** The chart counts the newest visits of the range, at most the largest page the list serves. */
const CHART_SAMPLE = PAGE_SIZES[PAGE_SIZES.length - 1];

/**
 * A card's visitors (§2, §7): IP Address, Browser, Operating System, Source and Date, newest first;
 * a date range, paging, the Excel export and a visits-per-day chart.
 */
function CardVisitors({ backTo }: { backTo: string }) {
  const navigate = useNavigate();
  const id = cardIdFrom(useParams().cardId) ?? 0;
  const card = useCard(id, { enabled: id > 0 });
  const [range, setRange] = useState<DateRangeValue>({});
  const [page, setPage] = useState({ PageNumber: 1, pagesize: DEFAULT_PAGE_SIZE });
  const dates = { StartDate: range.startDate, EndDate: range.endDate };
  const query = { ...page, ...dates };
  const list = useCardVisitors(id, query);
  const sample = useCardVisitors(id, { PageNumber: 1, pagesize: CHART_SAMPLE, ...dates });
  const [exporting, setExporting] = useState(false);
  const days = useMemo(() => visitsPerDay((sample.data?.records ?? []).map((v) => v.date)), [sample.data]);

  const onExport = async () => {
    setExporting(true);
    try {
      const file = await exportCardVisitors(id, query);
      await saveBytes({
        bytes: file.bytes,
        fileName: withExtension(file.fileName || 'card-visitors', 'xlsx'),
        mimeType: XLSX_MIME,
      });
    } catch {
      toastError(M.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  const columns: ColumnsType<CardVisitor> = [
    { title: 'IP Address', dataIndex: 'ip', key: 'ip' },
    { title: 'Browser', dataIndex: 'browser', key: 'browser' },
    { title: 'Operating System', dataIndex: 'operatingSystem', key: 'operatingSystem' },
    { title: 'Source', dataIndex: 'type', key: 'type' },
    { title: 'Date', dataIndex: 'date', key: 'date', render: (v: string) => formatDateTime(v) },
  ];

  const total = sample.data?.total_Record_Count ?? 0;
  const caption =
    total > CHART_SAMPLE ? `Visits per day (the newest ${CHART_SAMPLE} of ${total})` : 'Visits per day';
  const title = card.data ? `${card.data.cardName} Visitors` : 'Card Visitors';
  return (
    <>
      <PageHeading
        title={title}
        extra={
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(backTo)}>
            Back
          </Button>
        }
      />
      <Card>
        <Flex wrap gap={8} align="center" style={{ marginBottom: 12 }}>
          <DateRangeFilter
            value={range}
            onChange={(r) => {
              setRange(r ?? {});
              setPage((p) => ({ ...p, PageNumber: 1 }));
            }}
          />
          <Button
            icon={<DownloadOutlined />}
            loading={exporting}
            style={{ marginInlineStart: 'auto' }}
            onClick={() => void onExport()}
          >
            Export
          </Button>
        </Flex>
        {list.isError && !list.data ? (
          <Result
            status={id === 0 ? '404' : 'error'}
            title={id === 0 ? M.notFound : 'The visitors could not be loaded.'}
            subTitle={errorText(list.error, 'Something went wrong')}
            extra={<Button onClick={() => void list.refetch()}>Try again</Button>}
          />
        ) : (
          <>
            <VisitsChart days={days} caption={caption} />
            <Table<CardVisitor>
              size="middle"
              rowKey="id"
              scroll={{ x: 'max-content' }}
              columns={columns}
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
                showTotal: (n, [from, to]) => (n ? `${from}-${to} of ${n}` : ''),
                onChange: (PageNumber, pagesize) =>
                  setPage(
                    pagesize !== page.pagesize ? { PageNumber: 1, pagesize } : { PageNumber, pagesize },
                  ),
              }}
            />
          </>
        )}
      </Card>
    </>
  );
}

/** card/analytics/{cardId} */
export const CardVisitorsPage = () => <CardVisitors backTo={cardPath('my-cards')} />;

/** admin/manage/card/analytics/{cardId} */
export const ManageCardVisitorsPage = () => <CardVisitors backTo={adminPath('manage/card')} />;
