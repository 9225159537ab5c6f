import { Card, Flex } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { CAMPAIGN_MESSAGES as M, type CampaignVisitor } from '../../../../shared/campaigns/schemas';
import { ExportButton } from '../../../components/DataTable/ExportButton';
import { formatDateTime } from '../../../components/format/dates';
import { VisitorPageHeading } from '../../../components/VisitorPageHeading';
import { useVisitorPage, VisitorTable } from '../../../components/VisitorTable';
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
  const campId = campIdFrom(useParams().campId) ?? 0;
  const campaign = useCampaign(campId, { enabled: campId > 0 });
  const [range, setRange] = useState<TimeRange>({});
  const pager = useVisitorPage();
  const { page, toFirstPage } = pager;
  const query = { ...page, ...range };
  const list = useCampaignVisitors(campId, query);

  const exportFile = async () => {
    const file = await exportCampaignVisitors(campId, query);
    return { ...file, fileName: file.fileName || 'campaign-visitors' };
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
      <VisitorPageHeading title={title} backTo={backTo} />
      <Card>
        <Flex wrap gap={8} align="center" style={{ marginBottom: 12 }}>
          <VisitorTimeRange
            value={range}
            onChange={(r) => {
              setRange(r);
              toFirstPage();
            }}
          />
          {/* A flex box, so the wrapper is exactly the button's size. */}
          <div style={{ marginInlineStart: 'auto', display: 'flex' }}>
            <ExportButton exportFile={exportFile} failedMessage={M.exportFailed} />
          </div>
        </Flex>
        <VisitorTable<CampaignVisitor>
          list={list}
          columns={columns}
          pager={pager}
          notFound={campId === 0 ? M.notFound : undefined}
          noun="visitors"
          emptyText={M.noData}
        />
      </Card>
    </>
  );
}

/** campaign/analytics/campaign-visitors/{campId} */
export const CampaignVisitorsPage = () => <CampaignVisitors backTo={campaignPath('my-campaigns')} />;

/** admin/manage/campaign/visitor/{campId} */
export const ManageCampaignVisitorsPage = () => <CampaignVisitors backTo={adminPath('manage/campaign')} />;
