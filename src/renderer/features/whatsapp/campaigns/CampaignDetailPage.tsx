import {
  ArrowLeftOutlined,
  ExclamationCircleOutlined,
  RedoOutlined,
  UsergroupAddOutlined,
} from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Col,
  Flex,
  List,
  Modal,
  Result,
  Row,
  Segmented,
  Select,
  Skeleton,
  Statistic,
  Typography,
} from 'antd';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../../shared/http/client';
import {
  CAMPAIGN_MESSAGES as M,
  MESSAGE_STATUSES,
  messageErrorText,
  type CampaignMessage,
  type MessageStatus,
} from '../../../../shared/whatsapp/campaigns';
import { campaignsEndpoints as c } from '../../../../shared/whatsapp/campaigns-contract';
import { DataTable } from '../../../components/DataTable';
import { toastError, toastSuccess } from '../../../components/feedback/toast';
import { formatDateTime } from '../../../components/format/dates';
import { PageHeading } from '../../../lib/PageHeading';
import { adminPath, whatsapp } from '../../../lib/paths';
import { NumberConversationModal } from '../../bots';
import { conversationColumn, messageStatusColumn, messageTimeColumns } from '../history/messageColumns';
import { isActive, useCampaign, useLiveMessages, useRetryFailed } from './api';
import { AssignGroupModal, type AssignFilters } from './AssignGroupModal';
import { CampaignState } from './CampaignState';
import { longTextCell } from '../../../components/DataTable/longTextCell';

const LIST = { SortColumn: 'sentDate', SortType: 'Asc', filters: ['Status', 'Replied'] } as const;
const REPLIED = ['all', 'yes', 'no'] as const;
const STATUS_FILTERS: MessageStatus[] = MESSAGE_STATUSES.filter((s) => s !== 'sending');

/**
 * /whatsapp/messages/details/{campId} (spec 03 §2.5, §4): counts, state, failures, and the messages.
 * `admin`: the same screen at admin/manage/whatsapp/details/{campId} for any user's campaign, to read
 * (no Retry failed or Assign to group, which act on the owner's sending and groups).
 */
export function CampaignDetailPage({ admin = false }: { admin?: boolean } = {}) {
  const listPath = admin ? adminPath('manage/whatsapp') : whatsapp.path('messages');
  const id = Number(useParams().campId);
  const campaign = useCampaign(Number.isInteger(id) ? id : 0);
  const [search] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [assigning, setAssigning] = useState(false);
  const [talk, setTalk] = useState<CampaignMessage | null>(null);
  const retry = useRetryFailed();
  useLiveMessages(!!campaign.data && isActive(campaign.data.state));

  const back = (
    <Link to={listPath}>
      <ArrowLeftOutlined aria-hidden /> Campaigns
    </Link>
  );
  if (campaign.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (campaign.isError)
    return (
      <Result
        status={campaign.error instanceof ApiError && campaign.error.status === 404 ? '404' : 'error'}
        title={
          campaign.error instanceof ApiError && campaign.error.status === 404
            ? 'Campaign not found'
            : 'The campaign could not be loaded.'
        }
        extra={[
          <Button key="retry" onClick={() => void campaign.refetch()}>
            Try again
          </Button>,
          <Link key="back" to={listPath}>
            Back to campaigns
          </Link>,
        ]}
      />
    );
  const d = campaign.data;
  const filters: AssignFilters = {
    Status: (MESSAGE_STATUSES as readonly string[]).includes(search.get('Status') ?? '')
      ? (search.get('Status') as MessageStatus)
      : undefined,
    Replied: (REPLIED as readonly string[]).includes(search.get('Replied') ?? '')
      ? (search.get('Replied') as AssignFilters['Replied'])
      : undefined,
  };
  const onRetry = async () => {
    try {
      const res = await retry.mutateAsync({ params: { id } });
      toastSuccess(res.data.requeued ? (res.message ?? M.retried) : 'No failed messages may be retried');
    } catch (err) {
      toastError(err);
    }
  };
  const stats: [string, number][] = [
    ['Total', d.totalMessages],
    ['Sent', d.sentMessages],
    ['Delivered', d.deliveredMessages],
    ['Read', d.readMessages],
    ['Replied', d.repliedMessages],
    ['Failed', d.failedMessages],
  ];

  return (
    <>
      <Flex style={{ marginBottom: 8 }}>{back}</Flex>
      <PageHeading
        title={d.name || `Campaign ${d.id}`}
        subtitle={`Template ${d.templateName} · created ${formatDateTime(d.createdDate)}`}
        extra={<CampaignState campaign={d} />}
      />
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {stats.map(([title, value]) => (
          <Col key={title} xs={12} sm={8} lg={4}>
            <Card size="small">
              <Statistic title={title} value={value} />
            </Card>
          </Col>
        ))}
      </Row>
      {d.failuresByReason.length > 0 && (
        <Card
          size="small"
          title="Failures by reason"
          style={{ marginBottom: 16 }}
          extra={
            !admin && (
              <Button
                size="small"
                icon={<RedoOutlined />}
                loading={retry.isPending}
                onClick={() => void onRetry()}
              >
                Retry failed
              </Button>
            )
          }
        >
          <List
            size="small"
            dataSource={d.failuresByReason}
            renderItem={(f) => (
              <List.Item extra={<Typography.Text strong>{f.count}</Typography.Text>}>
                <Typography.Text>{f.reason}</Typography.Text>
              </List.Item>
            )}
          />
        </Card>
      )}
      <Card title="Messages">
        <DataTable<typeof c.campaignMessages.query, CampaignMessage>
          endpoint={c.campaignMessages}
          params={{ id }}
          rowKey="id"
          query={LIST}
          search={false}
          dateRange={false}
          renderFilters={({ values, setFilters }) => (
            <>
              <Select
                aria-label="Status"
                allowClear
                placeholder="All statuses"
                style={{ width: 160 }}
                value={values.Status || undefined}
                onChange={(v?: string) => setFilters({ Status: v })}
                options={STATUS_FILTERS.map((s) => ({ value: s, label: s[0].toUpperCase() + s.slice(1) }))}
              />
              <Segmented
                aria-label="Replied"
                value={values.Replied ?? 'all'}
                onChange={(v) => setFilters({ Replied: v === 'all' ? undefined : String(v) })}
                options={[
                  { value: 'all', label: 'All' },
                  { value: 'yes', label: 'Replied' },
                  { value: 'no', label: 'Not replied' },
                ]}
              />
            </>
          )}
          actions={
            !admin && (
              <Button icon={<UsergroupAddOutlined />} onClick={() => setAssigning(true)}>
                Assign to group
              </Button>
            )
          }
          columns={[
            { title: 'Name', dataIndex: 'name', key: 'name', sorter: true },
            { title: 'Phone Number', dataIndex: 'phoneNumber', key: 'phoneNumber' },
            messageStatusColumn<CampaignMessage>(
              (r) =>
                r.errorMessage && (
                  <Button
                    type="text"
                    size="small"
                    danger
                    icon={<ExclamationCircleOutlined />}
                    aria-label={`Error of the message to ${r.phoneNumber}`}
                    onClick={() => setError(messageErrorText(r.errorMessage))}
                  />
                ),
            ),
            ...messageTimeColumns<CampaignMessage>(),
            {
              title: 'Reply',
              dataIndex: 'reply',
              key: 'reply',
              render: longTextCell(220),
            },
            conversationColumn<CampaignMessage>(
              (r) => `View conversation with ${r.name || r.phoneNumber}`,
              setTalk,
            ),
          ]}
          tableProps={{ scroll: { x: 1080 } }}
        />
      </Card>
      <Modal
        open={error !== null}
        title="Error message"
        onCancel={() => setError(null)}
        footer={<Button onClick={() => setError(null)}>Close</Button>}
      >
        <Alert type="error" showIcon title={error} />
      </Modal>
      <NumberConversationModal
        phoneNumber={talk?.phoneNumber ?? null}
        name={talk?.name}
        onClose={() => setTalk(null)}
      />
      <AssignGroupModal
        campaignId={id}
        filters={filters}
        open={assigning}
        onClose={() => setAssigning(false)}
      />
    </>
  );
}
