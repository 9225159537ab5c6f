import { Button, Card, Flex, Result } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PAYMENT_REDIRECT_MS } from '../../../../shared/billing/constants';
import { PATHS } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/usePageTitle';
import { MySubscriptionsButton } from '../components/MySubscriptionsButton';
import { forgetPayment } from '../components/paymentStorage';
import { BILLING_MESSAGES } from '../messages';

/** The seconds left before the page moves on by itself. */
function useCountdown(ms: number, onDone: () => void, enabled: boolean) {
  const [left, setLeft] = useState(Math.ceil(ms / 1000));
  useEffect(() => {
    if (!enabled) return;
    const started = Date.now();
    const tick = setInterval(
      () => setLeft(Math.max(0, Math.ceil((ms - (Date.now() - started)) / 1000))),
      250,
    );
    const done = setTimeout(onDone, ms);
    return () => {
      clearInterval(tick);
      clearTimeout(done);
    };
  }, [ms, onDone, enabled]);
  return left;
}

/** /payment_success: Thank You! and back to /home after 8 s (spec 00 section 4), or what went wrong. */
export function PaymentResultPage() {
  usePageTitle('Payment');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const failed = params.get('result') === 'failed';
  const review = params.get('result') === 'review';
  const [goHome] = useState(() => () => navigate(PATHS.home, { replace: true }));
  const left = useCountdown(PAYMENT_REDIRECT_MS, goHome, !failed && !review);

  useEffect(() => forgetPayment(), []);

  return (
    <Card>
      {review ? (
        <Result
          status="info"
          title="We received your payment"
          subTitle="It was for an order that has since changed, so the administrator will apply it to your plan or refund it. You do not need to pay again."
          extra={<MySubscriptionsButton primary />}
        />
      ) : failed ? (
        <Result
          status="error"
          title="The payment was not completed"
          subTitle="Nothing was charged for this attempt, or the payment link has expired. You can pay again from My Subscriptions."
          extra={
            <Flex gap={8} justify="center" wrap>
              <MySubscriptionsButton primary />
              <Button onClick={() => navigate(PATHS.home)}>Home</Button>
            </Flex>
          }
        />
      ) : (
        <Result
          status="success"
          title={BILLING_MESSAGES.thankYou}
          subTitle={
            <>
              Your payment has been received and your plan is ready.
              <br />
              <span role="timer" aria-live="off">
                Returning to Home in {left} s.
              </span>
            </>
          }
          extra={
            <Flex gap={8} justify="center" wrap>
              <Button type="primary" onClick={() => navigate(PATHS.home)}>
                Go to Home
              </Button>
              <MySubscriptionsButton />
            </Flex>
          }
        />
      )}
    </Card>
  );
}
