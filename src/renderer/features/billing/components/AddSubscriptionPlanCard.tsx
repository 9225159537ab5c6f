import { RegionCard } from '../../../components/RegionCard';
import { PlanForm } from './PlanForm';

/**
 * The Update User page's Add Subscription Plan card (spec 00 section 2), for the users feature to
 * mount: `<AddSubscriptionPlanCard userId={id} />`.
 */
export function AddSubscriptionPlanCard({ userId }: { userId: number }) {
  return (
    <RegionCard title="Add Subscription Plan" size="small" style={{ marginBottom: 16 }}>
      <PlanForm key={userId} userId={userId} />
    </RegionCard>
  );
}
