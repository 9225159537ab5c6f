import { FileTextOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import type { UserPlan } from '../../../../shared/billing/contract';
import { showDocumentButton, showPayNow } from '../../../../shared/billing/rules';
import { RegionCard } from '../../../components/RegionCard';
import { MEDIA, useMediaQuery } from '../../../lib/useMediaQuery';
import { useApiErrorHandler } from '../../../components/feedback/useApiErrorHandler';
import { usePayPlan, useUserPlans } from '../api';
import { BILLING_MESSAGES } from '../messages';
import { InvoiceModal, type InvoiceSource } from './InvoiceModal';
import { PlanAccordion } from './PlanAccordion';
import { PlansState } from './PlansState';
import { useStartPayment } from './useStartPayment';

/** The customer's My Subscriptions: their plans, Pay Now where a link is waiting, and the documents. */
export function MySubscriptionsCard() {
  const isMobile = useMediaQuery(MEDIA.mobile);
  const plans = useUserPlans();
  const payPlan = usePayPlan();
  const startPayment = useStartPayment();
  const onError = useApiErrorHandler();
  const [paying, setPaying] = useState<number | null>(null);
  const [viewing, setViewing] = useState<InvoiceSource | null>(null);

  const pay = async (plan: UserPlan) => {
    setPaying(plan.id);
    try {
      // The plan's live link, or a new one when it has expired.
      const { data } = await payPlan.mutateAsync({ params: { userPlanId: plan.id } });
      startPayment(data);
    } catch (err) {
      onError(err);
      setPaying(null);
    }
  };

  return (
    <RegionCard title="My Subscriptions" size={isMobile ? 'small' : undefined} style={{ marginBottom: 16 }}>
      <PlansState query={plans} empty="You have no subscriptions yet.">
        {(list) => (
          <PlanAccordion
            plans={list}
            renderActions={(plan) => (
              <>
                {showPayNow(plan, 'User') && (
                  <Button
                    type="primary"
                    loading={paying === plan.id}
                    disabled={paying !== null && paying !== plan.id}
                    onClick={() => void pay(plan)}
                  >
                    {BILLING_MESSAGES.payNow}
                  </Button>
                )}
                {showDocumentButton(plan) && (
                  <Button
                    icon={<FileTextOutlined aria-hidden />}
                    onClick={() =>
                      setViewing({ kind: 'plan', userPlanId: plan.id, title: plan.documentTitle })
                    }
                  >
                    {plan.documentTitle === 'INVOICE' ? 'Invoice' : 'Estimate'}
                  </Button>
                )}
              </>
            )}
          />
        )}
      </PlansState>
      <InvoiceModal source={viewing} onClose={() => setViewing(null)} />
    </RegionCard>
  );
}
