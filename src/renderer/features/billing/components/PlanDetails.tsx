import { Flex, Progress, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import type { ReactNode } from 'react';
import type { UserPlan, UserSubPlan } from '../../../../shared/billing/contract';
import { formatDate } from '../../../components/format/dates';
import { formatInr } from '../../../components/format/money';
import { FactGrid, type Fact } from './FactGrid';
import { WholeTable } from './WholeTable';

export interface PlanDetailsProps {
  plan: UserPlan;
  /** A control per additional plan (the Admin's renewal reminder switch). */
  renderSubPlanExtra?: (sub: UserSubPlan) => ReactNode;
}

const dash = (v: ReactNode) => (v === null || v === undefined || v === '' ? '—' : v);

/** What a plan holds: dates, amounts, invoice and payment, app allowances and additional plans. */
export function PlanDetails({ plan, renderSubPlanExtra }: PlanDetailsProps) {
  const facts: Fact[] = [
    { key: 'start', label: 'Start date', value: formatDate(plan.startDate) },
    { key: 'end', label: 'End date', value: formatDate(plan.endDate) },
    { key: 'qty', label: 'Quantity', value: plan.quantity },
    { key: 'price', label: 'Price', value: formatInr(plan.price) },
    { key: 'sub', label: 'Sub total', value: formatInr(plan.subTotal) },
    { key: 'gst', label: `GST (${plan.gst}%)`, value: formatInr(plan.taxAmount) },
    { key: 'total', label: 'Total', value: <strong>{formatInr(plan.total)}</strong> },
    { key: 'due', label: 'Amount due', value: formatInr(plan.amountDue) },
    { key: 'invoice', label: 'Invoice number', value: dash(plan.invoiceNumber) },
    { key: 'invoiceDate', label: 'Invoice date', value: dash(formatDate(plan.invoiceDate)) },
    { key: 'paymentDate', label: 'Payment date', value: dash(formatDate(plan.paymentDate)) },
    { key: 'method', label: 'Payment method', value: dash(plan.paymentMethod) },
    ...(plan.transactionId ? [{ key: 'txn', label: 'Transaction', value: plan.transactionId }] : []),
    ...(plan.otherDetails ? [{ key: 'other', label: 'Other details', value: plan.otherDetails }] : []),
  ];
  const subColumns: ColumnsType<UserSubPlan> = [
    { title: 'Additional plan', dataIndex: 'subscriptionPlanName', key: 'name' },
    { title: 'Qty', dataIndex: 'quantity', key: 'quantity', align: 'right' },
    { title: 'Price', dataIndex: 'price', key: 'price', align: 'right', render: formatInr },
    { title: 'Plan total', dataIndex: 'planTotal', key: 'planTotal', align: 'right', render: formatInr },
    ...(renderSubPlanExtra
      ? [
          {
            title: 'Reminder',
            key: 'reminder',
            render: (_: unknown, s: UserSubPlan) => renderSubPlanExtra(s),
          },
        ]
      : []),
  ];
  return (
    <Flex vertical gap={12}>
      <FactGrid facts={facts} />
      {plan.apps.length > 0 && (
        <div>
          <Typography.Text strong>Apps</Typography.Text>
          <Flex wrap gap={16} style={{ marginTop: 6 }}>
            {plan.apps.map((a) => (
              <div key={a.app} style={{ minWidth: 120 }}>
                <div>
                  {a.name}: {a.usedCount} of {a.assignedLimit} used
                </div>
                <Progress
                  percent={
                    a.assignedLimit ? Math.min(100, Math.round((a.usedCount / a.assignedLimit) * 100)) : 0
                  }
                  showInfo={false}
                  size="small"
                  aria-label={`${a.name} used ${a.usedCount} of ${a.assignedLimit}`}
                />
              </div>
            ))}
          </Flex>
        </div>
      )}
      {plan.userSubPlans.length > 0 && (
        <WholeTable<UserSubPlan> rowKey="id" columns={subColumns} dataSource={plan.userSubPlans} />
      )}
    </Flex>
  );
}
