import { FileTextOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { PLAN_ACTIVITIES, PLAN_STATUS_NAMES } from '../../../../shared/billing/constants';
import { APP_NUMBER } from '../../../../shared/account/modules';
import { billingContract, type PaymentLogRow } from '../../../../shared/billing/contract';
import { DataTable } from '../../../components/DataTable';
import { longTextCell } from '../../../components/DataTable/longTextCell';
import { FilterSelects, idNameOptions } from '../../../components/FilterSelect';
import { formatDate } from '../../../components/format/dates';
import { formatInr } from '../../../components/format/money';
import { PageHeading } from '../../../lib/PageHeading';
import { fetchAllPackages, PACKAGE_SEQUENCE_KEY } from '../api';
import { APP_LABELS } from './appLabels';
import { DayRangeFilter } from './DayRangeFilter';
import { InvoiceModal, type InvoiceSource } from './InvoiceModal';
import { PlanStatusTag } from './PlanStatusTag';

export interface BillingLogTableProps {
  title: string;
  subtitle: string;
  /** Payment Logs or Plan Logs: the same query and rows. */
  endpoint: typeof billingContract.paymentLogs | typeof billingContract.planLogs;
  /** Plan Logs add the other details column. */
  withDetails?: boolean;
}

/** The four plan date ranges of spec 00 section 2, as the contract names their bounds. */
const RANGES = [
  { label: 'Plan start', from: 'startPlanStartDate', to: 'startPlanEndDate' },
  { label: 'Plan end', from: 'endPlanStartDate', to: 'endPlanEndDate' },
  { label: 'Invoice date', from: 'invoiceStartDate', to: 'invoiceEndDate' },
  { label: 'Payment date', from: 'paymentStartDate', to: 'paymentEndDate' },
] as const;

const STATUS_OPTIONS = Object.entries(PLAN_STATUS_NAMES).map(([value, label]) => ({ value, label }));
const ACTIVITY_OPTIONS = PLAN_ACTIVITIES.map((a) => ({ value: a, label: a }));
const APP_OPTIONS = Object.entries(APP_NUMBER).map(([key, n]) => ({
  value: String(n),
  label: APP_LABELS[key as keyof typeof APP_LABELS],
}));

const date = (v: string | null) => formatDate(v) || '—';

/** Payment Logs and Plan Logs (spec 00 section 2): invoiceDate descending, filters, the invoice and export. */
export function BillingLogTable({ title, subtitle, endpoint, withDetails }: BillingLogTableProps) {
  const packages = useQuery({ queryKey: PACKAGE_SEQUENCE_KEY, queryFn: fetchAllPackages, staleTime: 60_000 });
  const [viewing, setViewing] = useState<InvoiceSource | null>(null);
  const columns: ColumnsType<PaymentLogRow> = [
    {
      title: 'Company Name',
      dataIndex: 'companyName',
      key: 'companyName',
      sorter: true,
      render: (v: string | null, r) => (
        <>
          {v || '—'}
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {r.email}
          </Typography.Text>
        </>
      ),
    },
    { title: 'User Name', dataIndex: 'userName', key: 'userName', sorter: true },
    { title: 'Plan', dataIndex: 'subscriptionPlanName', key: 'subscriptionPlanName', sorter: true },
    { title: 'Start Date', dataIndex: 'startDate', key: 'startDate', sorter: true, render: date },
    { title: 'End Date', dataIndex: 'endDate', key: 'endDate', sorter: true, render: date },
    { title: 'Total', dataIndex: 'total', key: 'total', sorter: true, align: 'right', render: formatInr },
    {
      title: 'Invoice Number',
      dataIndex: 'invoiceNumber',
      key: 'invoiceNumber',
      sorter: true,
      render: (v: string | null) => v ?? '—',
    },
    { title: 'Invoice Date', dataIndex: 'invoiceDate', key: 'invoiceDate', sorter: true, render: date },
    { title: 'Payment Date', dataIndex: 'paymentDate', key: 'paymentDate', sorter: true, render: date },
    { title: 'Payment Method', dataIndex: 'paymentMethod', key: 'paymentMethod', render: (v) => v ?? '—' },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      render: (_, r) => (
        <Flex gap={4} wrap>
          <PlanStatusTag status={r.statusName} />
          <Typography.Text type="secondary">{r.activity}</Typography.Text>
        </Flex>
      ),
    },
    ...(withDetails
      ? [
          {
            title: 'Other Details',
            dataIndex: 'otherDetails',
            key: 'otherDetails',
            render: longTextCell(220),
          },
        ]
      : []),
    {
      title: 'Invoice',
      key: 'invoice',
      fixed: 'right',
      render: (_, r) => {
        const docTitle = r.invoiceNumber ? 'INVOICE' : 'ESTIMATE';
        return (
          <Button
            size="small"
            icon={<FileTextOutlined aria-hidden />}
            aria-label={`${docTitle === 'INVOICE' ? 'Invoice' : 'Estimate'} of ${r.userName}, ${r.subscriptionPlanName}`}
            onClick={() => setViewing({ kind: 'log', userPlanId: r.id, userId: r.userId, title: docTitle })}
          >
            {docTitle === 'INVOICE' ? 'Invoice' : 'Estimate'}
          </Button>
        );
      },
    },
  ];

  return (
    <>
      <PageHeading title={title} subtitle={subtitle} />
      <Card>
        <DataTable
          endpoint={endpoint}
          rowKey="id"
          columns={columns}
          dateRange={false}
          query={{
            SortColumn: 'invoiceDate',
            SortType: 'Desc',
            filters: ['status', 'Plan', 'PlanStatus', 'App'],
            dateFilters: RANGES.flatMap((r) => [r.from, r.to]),
            // Spec 00 section 7: the payment log takes its dates as YYYY-MM-DD HH:mm:ss.
            dateTimes: true,
          }}
          search={{ label: 'Search by company, user, plan or invoice', placeholder: 'Search' }}
          renderFilters={({ values, setFilters }) => (
            <>
              <FilterSelects
                values={values}
                setFilters={setFilters}
                filters={[
                  { name: 'status', label: 'Status', options: STATUS_OPTIONS, width: 150 },
                  {
                    name: 'Plan',
                    label: 'Plan',
                    options: idNameOptions(packages.data),
                    loading: packages.isPending,
                  },
                  { name: 'PlanStatus', label: 'Plan Status', options: ACTIVITY_OPTIONS, width: 170 },
                  { name: 'App', label: 'App', options: APP_OPTIONS, width: 150 },
                ]}
              />
              {RANGES.map((r) => (
                <DayRangeFilter
                  key={r.label}
                  label={r.label}
                  from={values[r.from]}
                  to={values[r.to]}
                  onChange={({ from, to }) => setFilters({ [r.from]: from, [r.to]: to })}
                />
              ))}
            </>
          )}
        />
      </Card>
      <InvoiceModal source={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
