import { AddSubscriptionPlanCard, UserSubscriptionsCard } from '../../billing';

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
