import { AddSubscriptionPlanCard } from '../../billing/components/AddSubscriptionPlanCard';
import { UserSubscriptionsCard } from '../../billing/components/UserSubscriptionsCard';

/**
 * The place of the Update User page's Add Subscription Plan and My Subscriptions cards (spec 00
 * section 2): the billing feature's exported cards for `userId`.
 */
export function SubscriptionCardsSlot({ userId }: { userId: number }) {
  return (
    <>
      <AddSubscriptionPlanCard userId={userId} />
      <UserSubscriptionsCard userId={userId} />
    </>
  );
}
