import { CheckOutlined, ClockCircleOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import type { TickStatus } from '../../../../shared/inbox/schemas';

const LABELS: Record<Exclude<TickStatus, 'failed'>, string> = {
  pending: 'Sending',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
};

/**
 * How far a message of ours got (spec 03 §4): read a green double tick, delivered a double tick,
 * sent a single tick; one still on its way a clock. A failed one shows its error button instead.
 */
export function MessageTicks({ status }: { status: Exclude<TickStatus, 'failed'> }) {
  const { token } = theme.useToken();
  const double = status === 'delivered' || status === 'read';
  return (
    <span
      role="img"
      aria-label={LABELS[status]}
      title={LABELS[status]}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        fontSize: 12,
        color: status === 'read' ? token.colorSuccess : token.colorTextSecondary,
      }}
    >
      {status === 'pending' ? (
        <ClockCircleOutlined aria-hidden />
      ) : (
        <>
          <CheckOutlined aria-hidden />
          {double && <CheckOutlined aria-hidden style={{ marginInlineStart: -7 }} />}
        </>
      )}
    </span>
  );
}
