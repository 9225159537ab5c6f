import { DeleteOutlined, EditOutlined, FileTextOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import type { UserPlan } from '../../../../shared/billing/contract';
import { PLAN_STATUS } from '../../../../shared/billing/constants';
import { showDocumentButton } from '../../../../shared/billing/rules';
import { RegionCard } from '../../../components/RegionCard';
import { confirmAction } from '../../../components/feedback/confirmAction';
import { toastError, toastSuccess } from '../../../components/feedback/toast';
import {
  useCancelUserPlan,
  useDeleteUserPlan,
  usePaymentReminder,
  useRenewalReminder,
  useSubPlanRenewalReminder,
  useUserPlans,
} from '../api';
import { BILLING_MESSAGES } from '../messages';
import { InvoiceModal, type InvoiceSource } from './InvoiceModal';
import { PlanAccordion } from './PlanAccordion';
import { PlanForm } from './PlanForm';
import { PlansState } from './PlansState';
import { ReminderSwitch } from './ReminderSwitch';

/**
 * The Update User page's My Subscriptions card (spec 00 sections 2, 4 and 6), for the users feature
 * to mount: `<UserSubscriptionsCard userId={id} />`. The Admin's reminder toggles, the
 * Invoice/Estimate view when the price is above 0, Edit, and Delete (no invoice number) or Cancel
 * (invoiced, not canceled).
 */
export function UserSubscriptionsCard({ userId }: { userId: number }) {
  const plans = useUserPlans(userId);
  const renewal = useRenewalReminder();
  const payment = usePaymentReminder();
  const subRenewal = useSubPlanRenewalReminder();
  const remove = useDeleteUserPlan();
  const cancel = useCancelUserPlan();
  const [viewing, setViewing] = useState<InvoiceSource | null>(null);
  const [editing, setEditing] = useState<UserPlan | null>(null);

  const deletePlan = async (plan: UserPlan) => {
    const ok = await confirmAction({
      title: BILLING_MESSAGES.deletePlanTitle,
      content: BILLING_MESSAGES.deletePlanText,
      okText: 'Delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync({ params: { id: plan.id } });
      toastSuccess(BILLING_MESSAGES.planDeleted);
    } catch (err) {
      toastError(err);
    }
  };

  const cancelPlan = async (plan: UserPlan) => {
    const ok = await confirmAction({
      title: BILLING_MESSAGES.cancelPlanTitle,
      content: BILLING_MESSAGES.cancelPlanText,
      okText: 'Cancel plan',
      cancelText: 'Keep plan',
      danger: true,
    });
    if (!ok) return;
    try {
      await cancel.mutateAsync({ params: { userId, planId: plan.id } });
      toastSuccess(BILLING_MESSAGES.planCanceled);
    } catch (err) {
      toastError(err);
    }
  };

  return (
    <RegionCard title="My Subscriptions" size="small" style={{ marginBottom: 16 }}>
      <PlansState query={plans} empty="This user has no plans yet.">
        {(list) => (
          <PlanAccordion
            plans={list}
            renderControls={(plan) =>
              plan.status !== PLAN_STATUS.canceled && (
                <Flex wrap gap={16}>
                  <Flex gap={8} align="center">
                    <ReminderSwitch
                      label={`Payment reminder: ${plan.subscriptionPlanName}`}
                      checked={plan.isPaymentReminder}
                      save={async (on) =>
                        (
                          await payment.mutateAsync({
                            params: { planId: plan.id, flag: on ? 'true' : 'false' },
                          })
                        ).data
                      }
                    />
                    <Typography.Text>Payment reminder</Typography.Text>
                  </Flex>
                  <Flex gap={8} align="center">
                    <ReminderSwitch
                      label={`Renewal reminder: ${plan.subscriptionPlanName}`}
                      checked={plan.isRenewalReminder}
                      save={async (on) =>
                        (
                          await renewal.mutateAsync({
                            params: { planId: plan.id, flag: on ? 'true' : 'false' },
                          })
                        ).data
                      }
                    />
                    <Typography.Text>Renewal reminder</Typography.Text>
                  </Flex>
                </Flex>
              )
            }
            renderSubPlanExtra={(sub) => (
              <ReminderSwitch
                label={`Renewal reminder: ${sub.subscriptionPlanName}`}
                checked={sub.isRenewalReminder}
                save={async (on) =>
                  (
                    await subRenewal.mutateAsync({
                      params: { subPlanId: sub.id, flag: on ? 'true' : 'false' },
                    })
                  ).data
                }
              />
            )}
            renderActions={(plan) => (
              <>
                {showDocumentButton(plan) && (
                  <Button
                    icon={<FileTextOutlined aria-hidden />}
                    onClick={() =>
                      setViewing({ kind: 'plan', userPlanId: plan.id, userId, title: plan.documentTitle })
                    }
                  >
                    {plan.documentTitle === 'INVOICE' ? 'Invoice' : 'Estimate'}
                  </Button>
                )}
                {plan.status !== PLAN_STATUS.canceled && (
                  <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(plan)}>
                    Edit
                  </Button>
                )}
                {plan.canDelete && (
                  <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => void deletePlan(plan)}>
                    Delete
                  </Button>
                )}
                {plan.canCancel && (
                  <Button danger icon={<StopOutlined aria-hidden />} onClick={() => void cancelPlan(plan)}>
                    Cancel
                  </Button>
                )}
              </>
            )}
          />
        )}
      </PlansState>
      <InvoiceModal source={viewing} onClose={() => setViewing(null)} />
      <Modal
        open={editing !== null}
        title={editing ? `Edit ${editing.subscriptionPlanName}` : 'Edit plan'}
        onCancel={() => setEditing(null)}
        footer={null}
        width={720}
        destroyOnHidden
      >
        {editing && (
          <PlanForm
            key={editing.id}
            userId={userId}
            plan={editing}
            onSaved={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </RegionCard>
  );
}
