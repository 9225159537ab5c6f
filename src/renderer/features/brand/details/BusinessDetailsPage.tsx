import { EditOutlined } from '@ant-design/icons';
import { Button, Card, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../components/feedback/errorText';
import { MESSAGES } from '../../../components/messages';
import { useBrandOf } from './api';
import { BusinessDetailsForm } from './BusinessDetailsForm';
import { BusinessDetailsView } from './BusinessDetailsView';

/**
 * The Business Details card (spec 01 section 2): view mode with Edit Details; Cancel or a successful
 * save returns to view. `userId`: an Admin on another user's Update User page.
 */
export function BusinessDetailsCard({ userId }: { userId?: number }) {
  const brand = useBrandOf(userId);
  const [editing, setEditing] = useState(false);
  return (
    <Card
      title="Business Details"
      extra={
        brand.data &&
        !editing && (
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
            Edit Details
          </Button>
        )
      }
    >
      {brand.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : brand.isError ? (
        <Result
          status="error"
          title={MESSAGES.somethingWentWrong}
          subTitle={errorText(brand.error, 'The business details could not be loaded.')}
          extra={<Button onClick={() => void brand.refetch()}>Try again</Button>}
        />
      ) : editing ? (
        <BusinessDetailsForm
          brand={brand.data}
          userId={userId}
          onSaved={() => setEditing(false)}
          actions={<Button onClick={() => setEditing(false)}>Cancel</Button>}
        />
      ) : (
        <BusinessDetailsView brand={brand.data} />
      )}
    </Card>
  );
}

/** profile/business-details */
export function BusinessDetailsPage() {
  return <BusinessDetailsCard />;
}
