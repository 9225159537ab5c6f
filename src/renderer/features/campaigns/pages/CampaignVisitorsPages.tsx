import { ArrowLeftOutlined, DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Result, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { CAMPAIGN_MESSAGES as M, type CampaignVisitor } from '../../../../shared/campaigns/schemas';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../../shared/http/list';
import { saveBytes, withExtension, XLSX_MIME } from '../../../components/download';
import { errorText } from '../../../components/feedback/errorText';
import { toastError } from '../../../components/feedback/toast';
import { formatDateTime } from '../../../components/format/dates';
import { PageHeading } from '../../../lib/PageHeading';
import { adminPath, campaignPath } from '../../../lib/paths';
import { exportCampaignVisitors, useCampaign, useCampaignVisitors } from '../api';
import { campIdFrom } from '../campId';
import type { TimeRange } from '../components/timeRange';
import { VisitorTimeRange } from '../components/VisitorTimeRange';

/**
 * A campaign's visitors (§2): the collected texts under their captions, then IP Address, Browser,
 * Operating System and Date, newest first; a date-time range and the Excel export.
 */
function CampaignVisitors({ backTo }: { backTo: string }) {
  const navigate = useNavigate();
  const campId = campIdFrom(useParams().campId) ?? 0;
  const campaign = useCampaign(campId, { enabled: campId > 0 });
  const [range, setRange] = useState<TimeRange>({});
  const [page, setPage] = useState({ PageNumber: 1, pagesize: DEFAULT_PAGE_SIZE });
  const query = { ...page, ...range };
  const list = useCampaignVisitors(campId, query);
  const [exporting, setExporting] = useState(false);

  const onExport = async () => {
    setExporting(true);
    try {
      const file = await exportCampaignVisitors(campId, query);
      await saveBytes({
        bytes: file.bytes,
        fileName: withExtension(file.fileName || 'campaign-visitors', 'xlsx'),
        mimeType: XLSX_MIME,
      });
    } catch {
      toastError(M.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  const columns: ColumnsType<CampaignVisitor> = [
    ...(list.data?.columns ?? []).map((c) => ({
      title: c.caption,
      dataIndex: c.key,
      key: c.key,
      render: (v: string | null) => v ?? '',
    })),
    { title: 'IP Address', dataIndex: 'ip', key: 'ip' },
    { title: 'Browser', dataIndex: 'browser', key: 'browser' },
    { title: 'Operating System', dataIndex: 'operatingSystem', key: 'operatingSystem' },
    { title: 'Date', dataIndex: 'createdDate', key: 'createdDate', render: (v: string) => formatDateTime(v) },
  ];

  const title = campaign.data ? `${campaign.data.campaignName} Visitors` : 'Campaign Visitors';
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
          <VisitorTimeRange
            value={range}
            onChange={(r) => {
              setRange(r);
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
            status={campId === 0 ? '404' : 'error'}
            title={campId === 0 ? M.notFound : 'The visitors could not be loaded.'}
            subTitle={errorText(list.error, 'Something went wrong')}
            extra={<Button onClick={() => void list.refetch()}>Try again</Button>}
          />
        ) : (
          <Table<CampaignVisitor>
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
              showTotal: (total, [from, to]) => (total ? `${from}-${to} of ${total}` : ''),
              onChange: (PageNumber, pagesize) =>
                setPage(pagesize !== page.pagesize ? { PageNumber: 1, pagesize } : { PageNumber, pagesize }),
            }}
          />
        )}
      </Card>
    </>
  );
}

/** campaign/analytics/campaign-visitors/{campId} */
export const CampaignVisitorsPage = () => <CampaignVisitors backTo={campaignPath('my-campaigns')} />;

/** admin/manage/campaign/visitor/{campId} */
export const ManageCampaignVisitorsPage = () => <CampaignVisitors backTo={adminPath('manage/campaign')} />;
