import { CheckOutlined } from '@ant-design/icons';
import { Button, Card, Tag, theme, Typography } from 'antd';
import type { z } from 'zod';
import type { subscriptionPlanSchema } from '../../../../shared/billing/contract';
import { APP_KEYS } from '../../../../shared/account/modules';
import { formatInr } from '../../../components/format/money';
import { BILLING_MESSAGES } from '../messages';
import { APP_LABELS } from './appLabels';

export type SubscriptionPlanOffer = z.infer<typeof subscriptionPlanSchema>;

export interface PlanOfferCardProps {
  plan: SubscriptionPlanOffer;
  busy: boolean;
  disabled: boolean;
  onBuy: (plan: SubscriptionPlanOffer) => void;
}

/** One plan of the Subscription Plans carousel: price, validity, allowances and Renew now or Pay Now. */
export function PlanOfferCard({ plan, busy, disabled, onBuy }: PlanOfferCardProps) {
  const discounted = plan.payable < plan.price;
  const apps = APP_KEYS.filter((k) => plan[k] !== null);
  const { token } = theme.useToken();
  return (
    <Card
      title={plan.name}
      extra={plan.popular ? <Tag color="magenta">Popular</Tag> : undefined}
      style={{ height: '100%', borderColor: plan.isRenewal ? token.colorPrimary : undefined }}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12, height: 'calc(100% - 56px)' } }}
    >
      <div>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {formatInr(plan.payable)}
          {discounted && (
            <Typography.Text delete type="secondary" style={{ fontSize: 14, marginInlineStart: 8 }}>
              {formatInr(plan.price)}
            </Typography.Text>
          )}
        </Typography.Title>
        <Typography.Text type="secondary">
          + GST {plan.gst}% · {formatInr(plan.payableWithGst)}
          {plan.validityType === 'na' ? ', no expiry' : ` for ${plan.validityLabel}`}
        </Typography.Text>
      </div>
      {apps.length > 0 && (
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {apps.map((k) => (
            <li key={k}>
              <CheckOutlined aria-hidden style={{ color: token.colorSuccess, marginInlineEnd: 6 }} />
              {APP_LABELS[k]}: {plan[k]}
            </li>
          ))}
        </ul>
      )}
      {plan.description && (
        <Typography.Paragraph
          type="secondary"
          ellipsis={{ rows: 3, tooltip: plan.description }}
          style={{ margin: 0 }}
        >
          {plan.description}
        </Typography.Paragraph>
      )}
      <Button
        type="primary"
        block
        style={{ marginTop: 'auto' }}
        loading={busy}
        disabled={disabled && !busy}
        aria-label={`${plan.isRenewal ? BILLING_MESSAGES.renewNow : BILLING_MESSAGES.payNow}: ${plan.name}`}
        onClick={() => onBuy(plan)}
      >
        {plan.isRenewal ? BILLING_MESSAGES.renewNow : BILLING_MESSAGES.payNow}
      </Button>
    </Card>
  );
}
