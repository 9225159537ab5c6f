import { Button, Card, Result } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { usePageTitle } from '../../../lib/usePageTitle';
import { PayNowStep } from '../components/PayNowStep';
import { ProcessingStep } from '../components/ProcessingStep';
import { BILLING_PATHS } from '../paths';

/**
 * /payment/:type (spec 00 section 4): `paynow` keeps the log id and opens the payment link;
 * `processing` waits for the payment; any other type is an error.
 */
export function PaymentPage() {
  usePageTitle('Payment');
  const { type } = useParams();
  const navigate = useNavigate();
  if (type === 'paynow') return <PayNowStep />;
  if (type === 'processing') return <ProcessingStep />;
  return (
    <Card>
      <Result
        status="error"
        title="This payment page does not exist"
        subTitle={`“${type ?? ''}” is not a payment step.`}
        extra={
          <Button type="primary" onClick={() => navigate(BILLING_PATHS.mySubscriptions)}>
            My Subscriptions
          </Button>
        }
      />
    </Card>
  );
}
