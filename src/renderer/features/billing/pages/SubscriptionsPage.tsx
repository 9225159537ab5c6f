import { Result } from 'antd';
import { useAtomValue } from 'jotai';
import { PageHeading } from '../../../lib/PageHeading';
import { sessionAtom } from '../../../lib/session';
import { useMe } from '../../account';
import { DeleteAccountCard } from '../components/DeleteAccountCard';
import { MySubscriptionsCard } from '../components/MySubscriptionsCard';
import { PlanCarousel } from '../components/PlanCarousel';

/** Spec 00 section 2: the carousel is for a User whose plan type is Demo or who has no plan. */
const offersPlans = (planType: string | null) => planType === null || planType.toLowerCase() === 'demo';

/** profile/subscriptions: Subscription Plans, My Subscriptions and Delete Account (role User). */
export function SubscriptionsPage() {
  const session = useAtomValue(sessionAtom);
  const me = useMe();
  const isUser = session.status === 'signedIn' && session.role === 'User';
  return (
    <>
      <PageHeading title="My Subscriptions" />
      {isUser ? (
        <>
          {me.data && offersPlans(me.data.planType) && <PlanCarousel />}
          <MySubscriptionsCard />
          <DeleteAccountCard />
        </>
      ) : (
        <Result
          status="info"
          title="Subscriptions belong to business accounts"
          subTitle="An Admin manages a user's plans on the Update User page."
        />
      )}
    </>
  );
}
