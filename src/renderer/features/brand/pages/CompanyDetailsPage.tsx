import { Card, Skeleton } from 'antd';
import { PageHeading } from '../../../lib/PageHeading';
import { useBrand } from '../api';
import { BillingDetailsCard } from '../components/BillingDetailsCard';
import { CompanyDetailsCard } from '../components/CompanyDetailsCard';
import { LoadFailed } from '../components/LoadFailed';

/**
 * The Company Details and Billing Details cards (spec 01 section 2) of the signed-in user, or of
 * `userId` on an Admin's Update User page.
 */
export function CompanyDetails({ userId }: { userId?: number }) {
  const brand = useBrand(userId);
  if (brand.isError)
    return (
      <Card>
        <LoadFailed error={brand.error} what="Company details" retry={() => void brand.refetch()} />
      </Card>
    );
  if (!brand.data)
    return (
      <>
        <Card title="Company Details" style={{ marginBottom: 16 }}>
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
        <Card title="Billing Details">
          <Skeleton active paragraph={{ rows: 2 }} />
        </Card>
      </>
    );
  return (
    <>
      <CompanyDetailsCard brand={brand.data} userId={userId} />
      <BillingDetailsCard brand={brand.data} userId={userId} />
    </>
  );
}

/** profile/company-details, where General Settings in the profile menu leads. */
export function CompanyDetailsPage({ userId }: { userId?: number }) {
  return (
    <>
      <PageHeading title="Company Details" />
      <CompanyDetails userId={userId} />
    </>
  );
}
