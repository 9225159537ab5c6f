import { SyncOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { INBOX_MESSAGES } from '../../../../shared/inbox/schemas';
import { ApiError } from '../../../../shared/http/client';
import { LinkWithCopy } from '../../../components/CopyButton/LinkWithCopy';
import { errorText } from '../../../components/feedback/errorText';
import { toastError, toastSuccess } from '../../../components/feedback/toast';
import { formatDate, formatDateTime } from '../../../components/format/dates';
import { formatInr } from '../../../components/format/money';
import { FactGrid } from '../components/FactGrid';
import { useRenew, useRenewalDue } from './api';

/**
 * The renewal chat's panel (issue 27; spec 03 §4, §7.10): the plan due for the number's latest
 * renewal reminder, its end date and amount, the payment link the reminder carried (with copy), and
 * Renew, which asks the server to settle that link: "Plan renewed successfully", or the server's
 * message (409 while the link is unpaid).
 */
export function RenewalPanel({ phone }: { phone: string }) {
  const due = useRenewalDue(phone);
  const renew = useRenew();

  if (due.isPending) {
    return (
      <Card size="small" title="Renewal" aria-busy>
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      </Card>
    );
  }
  if (due.isError) {
    const none = due.error instanceof ApiError && due.error.status === 404;
    return (
      <Card size="small" title="Renewal">
        {none ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description="No renewal reminder was sent to this number"
          />
        ) : (
          <Alert
            type="error"
            showIcon
            title={errorText(due.error, 'The renewal could not be loaded.')}
            action={
              <Button size="small" onClick={() => void due.refetch()}>
                Try again
              </Button>
            }
          />
        )}
      </Card>
    );
  }

  const r = due.data;
  const link = r.paymentLink;
  const onRenew = () => {
    if (!link) return;
    renew.mutate(
      { body: { paymentLink: link } },
      {
        onSuccess: (res) => toastSuccess(res.message || INBOX_MESSAGES.renewed),
        onError: (err) => toastError(err),
      },
    );
  };

  return (
    <Card
      size="small"
      title="Renewal"
      extra={
        <Tag color={r.paid ? 'success' : 'warning'} variant="filled" style={{ marginInlineEnd: 0 }}>
          {r.paid ? 'Paid' : 'Unpaid'}
        </Tag>
      }
    >
      <Flex vertical gap={12}>
        <FactGrid
          min={130}
          facts={[
            { key: 'plan', label: 'Plan due', value: r.renewalPlanName ?? r.planName },
            { key: 'ends', label: `${r.planName} ends`, value: formatDate(r.endDate) || '—' },
            {
              key: 'period',
              label: 'Renewal period',
              value:
                r.renewalStartDate && r.renewalEndDate
                  ? `${formatDate(r.renewalStartDate)} to ${formatDate(r.renewalEndDate)}`
                  : '—',
            },
            { key: 'amount', label: 'Amount', value: r.amount === null ? '—' : formatInr(r.amount) },
            { key: 'sent', label: 'Reminder sent', value: formatDateTime(r.sentDate) },
            ...(r.paid && r.paidDate
              ? [{ key: 'paid', label: 'Paid on', value: formatDateTime(r.paidDate) }]
              : []),
          ]}
        />
        <Flex justify="space-between" align="flex-end" gap={12} wrap>
          <div style={{ minWidth: 0 }}>
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              Payment link
            </Typography.Text>
            {link ? (
              <LinkWithCopy href={link} copyLabel="Copy payment link" />
            ) : (
              <Typography.Text type="secondary">
                The reminder carried no payment link (online payment was not set up).
              </Typography.Text>
            )}
          </div>
          {/* Once paid the renewal is done: another click would change nothing. */}
          <Button
            type="primary"
            icon={<SyncOutlined aria-hidden />}
            disabled={!link || r.paid}
            loading={renew.isPending}
            onClick={onRenew}
          >
            {r.paid ? 'Renewed' : 'Renew'}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
