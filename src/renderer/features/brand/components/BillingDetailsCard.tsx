import { EditOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Empty, Typography } from 'antd';
import { useState } from 'react';
import type { Brand } from '../../../../shared/brand/schemas';
import { BillingForm } from './BillingForm';

/** The Billing Details card (spec 01 section 2): Billing Name and GST Number, Bill To on invoices. */
export function BillingDetailsCard({ brand, userId }: { brand: Brand; userId?: number }) {
  const [editing, setEditing] = useState(false);
  return (
    <Card
      title="Billing Details"
      role="region"
      aria-label="Billing Details"
      style={{ marginBottom: 16 }}
      extra={
        !editing && (
          <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
            Edit Details
          </Button>
        )
      }
    >
      {editing ? (
        <BillingForm
          brand={brand}
          userId={userId}
          onSaved={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      ) : brand.billingName ? (
        <Descriptions
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'name', label: 'Billing Name', children: brand.billingName },
            {
              key: 'gst',
              label: 'GST Number',
              children: brand.gstNumber ?? <Typography.Text type="secondary">Not registered</Typography.Text>,
            },
          ]}
        />
      ) : (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="No billing details yet. Until they are added, invoices are billed to the account's name."
        />
      )}
    </Card>
  );
}
