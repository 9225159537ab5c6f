import { Descriptions, Typography } from 'antd';
import type { Brand } from '../../../../shared/brand/schemas';
import { BillingForm } from './BillingForm';
import { DetailsCard } from './DetailsCard';

/** The Billing Details card (spec 01 section 2): Billing Name and GST Number, Bill To on invoices. */
export function BillingDetailsCard({ brand, userId }: { brand: Brand; userId?: number }) {
  return (
    <DetailsCard
      title="Billing Details"
      emptyText="No billing details yet. Until they are added, invoices are billed to the account's name."
      form={(done) => <BillingForm brand={brand} userId={userId} onSaved={done} onCancel={done} />}
      view={
        brand.billingName ? (
          <Descriptions
            column={{ xs: 1, md: 2 }}
            items={[
              { key: 'name', label: 'Billing Name', children: brand.billingName },
              {
                key: 'gst',
                label: 'GST Number',
                children: brand.gstNumber ?? (
                  <Typography.Text type="secondary">Not registered</Typography.Text>
                ),
              },
            ]}
          />
        ) : null
      }
    />
  );
}
