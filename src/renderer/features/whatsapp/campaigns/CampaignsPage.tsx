import { EyeOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Select } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import type { WhatsAppCampaign } from '../../../../shared/whatsapp/campaigns';
import { campaignsEndpoints as c } from '../../../../shared/whatsapp/campaigns-contract';
import { DataTable } from '../../../components/DataTable';
import { PageHeading } from '../../../lib/PageHeading';
import { whatsapp } from '../../../lib/paths';
import { endpointPrefix } from '../../../lib/queryKeys';
import { useApprovedTemplates } from '../templates';
import { useLiveCampaignList } from './api';
import { campaignCountColumns } from './campaignCountColumns';
import { sortedDateTimeColumn } from '../../../components/DataTable/sorting';

const LIST = { SortColumn: 'createdDate', SortType: 'Desc', filters: ['TemplateIds'] } as const;

/** /whatsapp/messages (spec 03 §2.4): my campaigns with their counts, live while sending. */
export function CampaignsPage() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const templates = useApprovedTemplates();
  useLiveCampaignList();

  return (
    <>
      <PageHeading
        title="Campaigns"
        subtitle="Template messages sent to the opted-in contacts of your groups, at your number's pace."
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(whatsapp.path('messages/add'))}
          >
            Add Campaign
          </Button>
        }
      />
      <Card>
        <DataTable<typeof c.campaigns.query, WhatsAppCampaign>
          endpoint={c.campaigns}
          rowKey="id"
          query={LIST}
          search={false}
          dateRange={false}
          exportable={false}
          renderFilters={({ values, setFilters }) => (
            <Select
              mode="multiple"
              allowClear
              aria-label="Templates"
              placeholder="All templates"
              style={{ minWidth: 220, maxWidth: 420 }}
              loading={templates.isPending}
              value={(values.TemplateIds ?? '').split(',').filter(Boolean).map(Number)}
              options={(templates.data ?? []).map((t) => ({
                value: t.id,
                label: `${t.name} (${t.language})`,
              }))}
              optionFilterProp="label"
              maxTagCount="responsive"
              onChange={(ids: number[]) => setFilters({ TemplateIds: ids.join(',') || undefined })}
            />
          )}
          actions={
            <Button
              icon={<ReloadOutlined />}
              onClick={() => void client.invalidateQueries({ queryKey: endpointPrefix(c.campaigns) })}
            >
              Refresh
            </Button>
          }
          columns={[
            {
              title: 'Name',
              dataIndex: 'name',
              key: 'name',
              sorter: true,
              render: (v: string, r) => (
                <Link to={whatsapp.path('messages/details/:campId', { campId: String(r.id) })}>
                  {v || `Campaign ${r.id}`}
                </Link>
              ),
            },
            ...campaignCountColumns<WhatsAppCampaign>(),
            sortedDateTimeColumn('Created', 'createdDate'),
            {
              title: 'Action',
              key: 'action',
              render: (_: unknown, r) => (
                <Link
                  to={whatsapp.path('messages/details/:campId', { campId: String(r.id) })}
                  aria-label={`Details of ${r.name || `campaign ${r.id}`}`}
                >
                  <EyeOutlined aria-hidden /> Details
                </Link>
              ),
            },
          ]}
        />
      </Card>
    </>
  );
}
