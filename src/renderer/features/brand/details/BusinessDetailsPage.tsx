import { EditOutlined } from '@ant-design/icons';
import { Button, Skeleton } from 'antd';
import { useState } from 'react';
import { RegionCard } from '../../../components/RegionCard';
import { useBrand } from '../api';
import { LoadFailed } from '../components/LoadFailed';
import { BusinessDetailsForm } from './BusinessDetailsForm';
import { BusinessDetailsView } from './BusinessDetailsView';

/**
 * The Business Details card (spec 01 section 2): view mode with Edit Details; Cancel or a successful
 * save returns to view. `userId`: an Admin on another user's Update User page.
 */
export function BusinessDetailsCard({ userId }: { userId?: number }) {
  const brand = useBrand(userId);
  const [editing, setEditing] = useState(false);
  return (
    <RegionCard
      title="Business Details"
      extra={
        brand.data &&
        !editing && (
          <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
            Edit Details
          </Button>
        )
      }
    >
      {brand.data ? (
        editing ? (
          <BusinessDetailsForm
            brand={brand.data}
            userId={userId}
            onSaved={() => setEditing(false)}
            actions={<Button onClick={() => setEditing(false)}>Cancel</Button>}
          />
        ) : (
          <BusinessDetailsView brand={brand.data} />
        )
      ) : brand.isError ? (
        <LoadFailed error={brand.error} what="The business details" retry={() => void brand.refetch()} />
      ) : (
        <Skeleton active paragraph={{ rows: 6 }} />
      )}
    </RegionCard>
  );
}

/** profile/business-details */
export function BusinessDetailsPage() {
  return <BusinessDetailsCard />;
}
