import { Alert, List, Typography } from 'antd';
import { formatDateTime } from '../../../components/format/dates';
import { formatInr } from '../../../components/format/money';
import { usePaymentsNeedingAttention } from '../api';

/**
 * Payments received that paid no plan, "Paid, needs attention" (issue 10): a superseded link paid
 * after all, or an order that expired before its payment arrived. Shown above the Payment Logs with
 * the gateway's payment id, so the Admin can refund it or apply it to the customer's plan.
 */
export function PaymentsNeedingAttention() {
  const query = usePaymentsNeedingAttention();
  if (query.isError)
    return (
      <Alert
        type="warning"
        showIcon
        message="Payments needing attention could not be loaded"
        action={<Typography.Link onClick={() => void query.refetch()}>Retry</Typography.Link>}
      />
    );
  const payments = query.data ?? [];
  if (!payments.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      message={`Paid, needs attention (${payments.length})`}
      description={
        <>
          <Typography.Paragraph>
            These payments were received but no unpaid plan was linked to them any more. Refund each one in
            the Razorpay dashboard, or record it on the customer&apos;s plan.
          </Typography.Paragraph>
          <List
            size="small"
            dataSource={payments}
            rowKey="logId"
            renderItem={(p) => (
              <List.Item>
                <Typography.Text strong>{p.companyName || p.userName}</Typography.Text>
                <Typography.Text>{formatInr(p.amount)}</Typography.Text>
                <Typography.Text copyable={p.gatewayPaymentId ? { text: p.gatewayPaymentId } : false}>
                  {p.gatewayPaymentId ?? '—'}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {[p.paymentMethod, formatDateTime(p.paidAt)].filter(Boolean).join(' · ')}
                </Typography.Text>
              </List.Item>
            )}
          />
        </>
      }
    />
  );
}
