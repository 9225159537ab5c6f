import { Collapse, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { UserPlan, UserSubPlan } from '../../../../shared/billing/contract';
import { PLAN_STATUS } from '../../../../shared/billing/constants';
import { formatDate } from '../../../components/format/dates';
import { formatInr } from '../../../components/format/money';
import { PlanDetails } from './PlanDetails';
import { PlanStatusTag } from './PlanStatusTag';

export interface PlanAccordionProps {
  plans: UserPlan[];
  /** Buttons under a plan (Pay Now and the document for a User; Edit, Delete or Cancel for an Admin). */
  renderActions: (plan: UserPlan) => ReactNode;
  /** Above the actions (the Admin's reminder switches). */
  renderControls?: (plan: UserPlan) => ReactNode;
  renderSubPlanExtra?: (sub: UserSubPlan) => ReactNode;
}

function PlanHeader({ plan }: { plan: UserPlan }) {
  const canceled = plan.status === PLAN_STATUS.canceled;
  return (
    <Flex wrap gap={8} align="center" justify="space-between" style={{ width: '100%' }}>
      <Flex wrap gap={8} align="center" style={{ minWidth: 0 }}>
        {/* Canceled plans are struck through (spec 00 section 4). */}
        <Typography.Text strong delete={canceled} data-testid="plan-name">
          {plan.subscriptionPlanName}
        </Typography.Text>
        <Typography.Text type="secondary" delete={canceled}>
          {formatDate(plan.startDate)} to {formatDate(plan.endDate)}
        </Typography.Text>
        <PlanStatusTag status={plan.statusName} />
        {plan.isActive && (
          <Tag color="processing" variant="solid" style={{ marginInlineEnd: 0 }}>
            Active
          </Tag>
        )}
      </Flex>
      <Typography.Text delete={canceled}>{formatInr(plan.total)}</Typography.Text>
    </Flex>
  );
}

/** My Subscriptions: one panel per plan; the plan in force has an Active badge and starts expanded. */
export function PlanAccordion({
  plans,
  renderActions,
  renderControls,
  renderSubPlanExtra,
}: PlanAccordionProps) {
  const expanded = plans.filter((p) => p.isActive).map((p) => String(p.id));
  return (
    <Collapse
      // A new set of plans (a save, a payment) starts again from the active ones.
      key={plans.map((p) => p.id).join(',')}
      defaultActiveKey={expanded}
      items={plans.map((plan) => ({
        key: String(plan.id),
        label: <PlanHeader plan={plan} />,
        children: (
          <Flex vertical gap={12}>
            <PlanDetails plan={plan} renderSubPlanExtra={renderSubPlanExtra} />
            {renderControls?.(plan)}
            <Flex wrap gap={8}>
              {renderActions(plan)}
            </Flex>
          </Flex>
        ),
      }))}
    />
  );
}
