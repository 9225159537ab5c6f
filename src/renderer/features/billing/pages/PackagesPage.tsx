import { EditOutlined, OrderedListOutlined, PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Card, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PLAN_TYPES } from '../../../../shared/billing/constants';
import { billingContract, type SubscriptionPackage } from '../../../../shared/billing/contract';
import { DataTable } from '../../../components/DataTable';
import { FilterSelects } from '../../../components/FilterSelect';
import { formatInr } from '../../../components/format/money';
import { PageHeading } from '../../../lib/PageHeading';
import { ManageSequenceModal } from '../components/ManageSequenceModal';
import { PackageStatusSwitch } from '../components/PackageStatusSwitch';
import { validityLabel } from '../../../../shared/billing/rules';
import { PLAN_TYPE_LABELS } from '../components/packageLabels';
import { BILLING_PATHS, editPackagePath } from '../paths';

const columns: ColumnsType<SubscriptionPackage> = [
  { title: '#', dataIndex: 'sequence', key: 'sequence', sorter: true, width: 64 },
  {
    title: 'Name',
    dataIndex: 'name',
    key: 'name',
    sorter: true,
    render: (name: string, p) => (
      <>
        {name}
        {p.popular && (
          <Tag color="magenta" style={{ marginInlineStart: 8 }}>
            Popular
          </Tag>
        )}
        {p.isDefault && <Tag color="blue">Default</Tag>}
      </>
    ),
  },
  {
    title: 'Plan Type',
    dataIndex: 'planType',
    key: 'planType',
    render: (t: SubscriptionPackage['planType']) => PLAN_TYPE_LABELS[t],
  },
  {
    title: 'Validity',
    dataIndex: 'validity',
    key: 'validity',
    sorter: true,
    render: (_, p) => validityLabel(p.validity, p.validityType),
  },
  {
    title: 'Price',
    dataIndex: 'price',
    key: 'price',
    sorter: true,
    align: 'right',
    render: (_, p) =>
      p.discountedPrice !== null && p.discountedPrice < p.price ? (
        <>
          {formatInr(p.discountedPrice)}{' '}
          <Typography.Text delete type="secondary">
            {formatInr(p.price)}
          </Typography.Text>
        </>
      ) : (
        formatInr(p.price)
      ),
  },
  { title: 'GST', dataIndex: 'gst', key: 'gst', align: 'right', render: (g: number) => `${g}%` },
  {
    title: 'Renews into',
    key: 'renewal',
    render: (_, p) => p.renewalPlanName ?? (p.isRenewal ? 'Itself' : '—'),
  },
  { title: 'Active', key: 'isActive', render: (_, p) => <PackageStatusSwitch pkg={p} /> },
  {
    title: 'Action',
    key: 'action',
    render: (_, p) => (
      <Link to={editPackagePath(p.id)} aria-label={`Edit ${p.name}`}>
        <EditOutlined aria-hidden /> Edit
      </Link>
    ),
  },
];

const PLAN_TYPE_OPTIONS = PLAN_TYPES.map((t) => ({ value: t, label: PLAN_TYPE_LABELS[t] }));
const ACTIVE_OPTIONS = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
];

/** Masters > Subscription Packages: the packages in sequence, their active switch and Manage Sequence. */
export function PackagesPage() {
  const navigate = useNavigate();
  const [sequencing, setSequencing] = useState(false);
  return (
    <>
      <PageHeading
        title="Subscription Packages"
        extra={
          <>
            <Button
              icon={<SettingOutlined aria-hidden />}
              onClick={() => navigate(BILLING_PATHS.invoiceSettings)}
            >
              Invoice Settings
            </Button>
            <Button icon={<OrderedListOutlined aria-hidden />} onClick={() => setSequencing(true)}>
              Manage Sequence
            </Button>
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => navigate(BILLING_PATHS.addPackage)}
            >
              Add Package
            </Button>
          </>
        }
      />
      <Card>
        <DataTable
          endpoint={billingContract.packages}
          rowKey="id"
          columns={columns}
          dateRange={false}
          query={{ SortColumn: 'sequence', SortType: 'Asc', filters: ['planType', 'isActive'] }}
          search={{ label: 'Search packages', placeholder: 'Search packages' }}
          renderFilters={(ctx) => (
            <FilterSelects
              {...ctx}
              filters={[
                { name: 'planType', label: 'Plan Type', options: PLAN_TYPE_OPTIONS, width: 170 },
                { name: 'isActive', label: 'Status', options: ACTIVE_OPTIONS, width: 150 },
              ]}
            />
          )}
        />
      </Card>
      <ManageSequenceModal open={sequencing} onClose={() => setSequencing(false)} />
    </>
  );
}
