import { Card, Result } from 'antd';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../../../lib/usePageTitle';
import { MySubscriptionsButton } from '../components/MySubscriptionsButton';
import { PayNowStep } from '../components/PayNowStep';
import { ProcessingStep } from '../components/ProcessingStep';

/**
 * /payment/:type (spec 00 section 4): `paynow` keeps the log id and opens the payment link;
 * `processing` waits for the payment; any other type is an error.
 */
export function PaymentPage() {
  usePageTitle('Payment');
  const { type } = useParams();
  if (type === 'paynow') return <PayNowStep />;
  if (type === 'processing') return <ProcessingStep />;
  return (
    <Card>
      <Result
        status="error"
        title="This payment page does not exist"
        subTitle={`“${type ?? ''}” is not a payment step.`}
        extra={<MySubscriptionsButton primary />}
      />
    </Card>
  );
}
