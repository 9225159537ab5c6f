import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { BILLING_PATHS } from '../paths';

/** The way back to My Subscriptions from the payment screens. */
export function MySubscriptionsButton({
  primary,
  label = 'My Subscriptions',
}: {
  primary?: boolean;
  label?: string;
}) {
  const navigate = useNavigate();
  return (
    <Button type={primary ? 'primary' : undefined} onClick={() => navigate(BILLING_PATHS.mySubscriptions)}>
      {label}
    </Button>
  );
}
