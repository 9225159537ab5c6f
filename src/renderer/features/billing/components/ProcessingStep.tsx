import { Card, Result, Spin } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PAYMENT_POLL_MS } from '../../../../shared/billing/constants';
import { ApiError } from '../../../../shared/http/client';
import { errorText } from '../../../components/feedback/errorText';
import { useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '../../account';
import { useInvalidatePlans, usePaymentStatus } from '../api';
import { BILLING_PATHS, resultPath } from '../paths';
import { idParam, rememberedPaymentLog } from './paymentStorage';
import { MySubscriptionsButton } from './MySubscriptionsButton';

/**
 * processing: asks for the payment's status every 3 s (spec 00 sections 4 and 9) until it is paid,
 * then shows the result. The gateway's callback names the log (`?log=`); otherwise the one paynow kept.
 */
export function ProcessingStep() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const logId = idParam(params.get('log')) ?? rememberedPaymentLog() ?? 0;
  const status = usePaymentStatus(logId, PAYMENT_POLL_MS);
  const state = status.data?.status;
  // A gone or foreign payment (404) cannot become paid; a network blip is retried by the poll.
  const lost = status.error instanceof ApiError && status.error.status < 500;
  const client = useQueryClient();
  const invalidatePlans = useInvalidatePlans();

  useEffect(() => {
    if (status.data?.isPaid) {
      // The plans are paid and the apps unlocked: what the app has cached is out of date.
      invalidatePlans();
      void client.invalidateQueries({ queryKey: meQueryKey });
      navigate(BILLING_PATHS.success, { replace: true });
    } else if (state === 'needs_attention')
      // Paid, but for plans that were since re-ordered (issue 10): the Admin applies or refunds it.
      navigate(resultPath({ logId, result: 'review' }), { replace: true });
    else if (state && state !== 'created') navigate(resultPath({ logId }), { replace: true });
    else if (lost) navigate(resultPath({ logId }), { replace: true });
  }, [status.data?.isPaid, state, lost, logId, navigate, client, invalidatePlans]);

  if (!logId)
    return (
      <Card>
        <Result
          status="warning"
          title="No payment to wait for"
          subTitle="Start the payment again from My Subscriptions."
          extra={<MySubscriptionsButton primary />}
        />
      </Card>
    );

  return (
    <Card>
      <Result
        icon={<Spin size="large" />}
        title="Waiting for your payment…"
        subTitle={
          <span role="status" aria-live="polite">
            {status.isError && !lost
              ? `Checking again shortly (${errorText(status.error, 'the server did not answer')}).`
              : 'Complete the payment on the payment page. This page moves on by itself once it is received.'}
          </span>
        }
        extra={<MySubscriptionsButton label="Back to My Subscriptions" />}
      />
    </Card>
  );
}
