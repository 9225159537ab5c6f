import { CheckOutlined, ClockCircleOutlined } from '@ant-design/icons';
import { Flex, Typography, theme } from 'antd';
import type { RenewalReminderRow } from '../../../../shared/billing/renewal';
import { MessageErrorButton } from '../../whatsapp';
import { formatDateTime } from '../../../components/format/dates';

const LABELS = {
  pending: 'Sending',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  failed: 'Failed',
} as const;

/**
 * How far a reminder got (spec 03 §4): read a green double tick, delivered a double tick, sent a
 * single tick; failed the error button that opens Meta's reason. The dates say when.
 */
export function ReminderTicks({ row }: { row: RenewalReminderRow }) {
  const { token } = theme.useToken();
  const { status } = row;
  if (status === 'failed')
    return (
      <Flex align="center" gap={4}>
        <Typography.Text type="danger">{LABELS.failed}</Typography.Text>
        <MessageErrorButton error={row.error} what={`the reminder to ${row.companyName ?? row.userName}`} />
      </Flex>
    );
  const double = status === 'delivered' || status === 'read';
  const when = [
    row.deliveredDate && `Delivered ${formatDateTime(row.deliveredDate)}`,
    row.readDate && `Read ${formatDateTime(row.readDate)}`,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Flex vertical>
      <span style={{ color: status === 'read' ? token.colorSuccess : token.colorTextSecondary }}>
        <span aria-hidden>
          {status === 'pending' ? (
            <ClockCircleOutlined />
          ) : (
            <>
              <CheckOutlined />
              {double && <CheckOutlined style={{ marginInlineStart: -7 }} />}
            </>
          )}
        </span>
        <span style={{ marginInlineStart: 6 }}>{LABELS[status]}</span>
      </span>
      {when && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {when}
        </Typography.Text>
      )}
    </Flex>
  );
}
