import { BusinessCategory, BusinessDetailsCard, CompanyDetails } from '../../brand';
import { UserFrames } from '../../frames';
import { NotificationSettings } from '../../notifications';
import { ConnectedAccountsCard } from '../../social';
import type { ProfileTabKey } from '../paths';
import { UserTabPlaceholder } from './UserTabPlaceholder';

/**
 * A profile tab of the Update User page: the same screens the user has, loading and saving the user
 * of the route's id (spec 01 section 6, spec 03 section 2.8). Tabs whose screens are not built yet
 * keep the placeholder.
 */
export function UserTabContent({
  tab,
  userId,
  label,
  userName,
}: {
  tab: ProfileTabKey;
  userId: number;
  label: string;
  userName: string;
}) {
  switch (tab) {
    case 'company-details':
      return <CompanyDetails userId={userId} />;
    case 'business-category':
      return <BusinessCategory userId={userId} />;
    case 'business-details':
      return <BusinessDetailsCard userId={userId} />;
    case 'notifications':
      return <NotificationSettings userId={userId} />;
    case 'frames':
      return <UserFrames userId={userId} />;
    case 'social-accounts':
      // Spec 01 §2: an Admin views the user's accounts by id, read-only.
      return <ConnectedAccountsCard userId={userId} readOnly />;
    default:
      return <UserTabPlaceholder label={label} userName={userName} />;
  }
}
