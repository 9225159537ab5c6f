import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Flex, Pagination, Result, Row, Skeleton } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CAMPAIGN_MESSAGES as M, type Campaign } from '../../../../shared/campaigns/schemas';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../../shared/http/list';
import { ListSearch } from '../../../components/DataTable/ListSearch';
import { confirmAction } from '../../../components/feedback/confirmAction';
import { errorText } from '../../../components/feedback/errorText';
import { toastError, toastSuccess } from '../../../components/feedback/toast';
import { QrDialog } from '../../../components/qr/QrDialog';
import { PageHeading } from '../../../lib/PageHeading';
import { campaignPath } from '../../../lib/paths';
import { useCampaigns, useDeleteCampaign } from '../api';
import { CampaignCard } from '../components/CampaignCard';

const positive = (v: string | null, fallback: number) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** My Campaigns (§2): a grid with Edit, QR, Link, Delete and a visitors link per campaign. */
export function MyCampaignsPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const PageNumber = positive(params.get('PageNumber'), 1);
  const size = positive(params.get('pagesize'), DEFAULT_PAGE_SIZE);
  const pagesize = (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
  const Search = params.get('Search')?.trim() || undefined;
  const list = useCampaigns({ PageNumber, pagesize, Search });
  const remove = useDeleteCampaign();
  const [qrOf, setQrOf] = useState<Campaign | null>(null);

  const go = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next);
  };

  const onDelete = async (c: Campaign) => {
    if (
      !(await confirmAction({ title: M.deleteTitle, content: M.deleteText, okText: 'Delete', danger: true }))
    )
      return;
    try {
      const res = await remove.mutateAsync({ params: { id: c.id } });
      toastSuccess(res.message ?? M.deleted);
    } catch (err) {
      toastError(err);
    }
  };

  const data = list.data;
  let body;
  if (list.isPending) body = <Skeleton active />;
  else if (list.isError && !data)
    body = (
      <Result
        status="error"
        title="The campaigns could not be loaded."
        subTitle={errorText(list.error, 'Something went wrong')}
        extra={<Button onClick={() => void list.refetch()}>Try again</Button>}
      />
    );
  else if (!data || data.records.length === 0) body = <Empty description={M.noData} />;
  else
    body = (
      <>
        <Row gutter={[16, 16]}>
          {data.records.map((c) => (
            <Col key={c.id} xs={24} sm={12} lg={8} xl={6}>
              <CampaignCard
                campaign={c}
                editTo={campaignPath('edit-campaign/:campId', { campId: c.id })}
                visitorsTo={campaignPath('analytics/campaign-visitors/:campId', { campId: c.id })}
                onQr={() => setQrOf(c)}
                onDelete={() => void onDelete(c)}
                deleting={remove.isPending && remove.variables?.params.id === c.id}
              />
            </Col>
          ))}
        </Row>
        <Flex justify="end" style={{ marginTop: 16 }}>
          <Pagination
            current={PageNumber}
            pageSize={pagesize}
            total={data.total_Record_Count}
            pageSizeOptions={PAGE_SIZES.map(String)}
            showSizeChanger
            onChange={(page, sizeNow) =>
              go(
                sizeNow !== pagesize
                  ? { pagesize: String(sizeNow), PageNumber: undefined }
                  : { PageNumber: String(page) },
              )
            }
          />
        </Flex>
      </>
    );

  return (
    <>
      <PageHeading
        title="My Campaigns"
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(campaignPath('create-campaign'))}
          >
            Create New Campaign
          </Button>
        }
      />
      <Card>
        <Flex style={{ marginBottom: 16 }}>
          <ListSearch
            value={Search ?? ''}
            onSearch={(text) => go({ Search: text || undefined, PageNumber: undefined })}
          />
        </Flex>
        {body}
      </Card>
      <QrDialog
        open={qrOf !== null}
        link={qrOf?.publicUrl ?? ''}
        fileName={qrOf ? `${qrOf.url}-qr` : 'qr-code'}
        onClose={() => setQrOf(null)}
      />
    </>
  );
}
