import { Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { billingContract } from '../../../../shared/billing/contract';
import type { RenewalReminderRow } from '../../../../shared/billing/renewal';
import { messageErrorText } from '../../../../shared/whatsapp/message-error';
import { CopyButton } from '../../../components/CopyButton';
import { DataTable } from '../../../components/DataTable';
import { longTextCell } from '../../../components/DataTable/longTextCell';
import { FilterSelects } from '../../../components/FilterSelect';
import { formatDate, formatDateTime } from '../../../components/format/dates';
import { formatInr } from '../../../components/format/money';
import { PlanStatusTag } from '../components/PlanStatusTag';
import { ReminderTicks } from './ReminderTicks';

const PAID_OPTIONS = [
  { value: 'yes', label: 'Paid' },
  { value: 'no', label: 'Unpaid' },
];

const secondary = (text: string) => (
  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
    {text}
  </Typography.Text>
);

const columns: ColumnsType<RenewalReminderRow> = [
  {
    title: 'User',
    dataIndex: 'companyName',
    key: 'companyName',
    sorter: true,
    render: (_: unknown, r) => (
      <>
        {r.companyName || r.userName}
        {secondary(`${r.companyName ? `${r.userName} · ` : ''}+${r.phone}`)}
      </>
    ),
  },
  {
    title: 'Plan',
    dataIndex: 'planName',
    key: 'planName',
    sorter: true,
    render: (_: unknown, r) => (
      <>
        {r.planName}
        {r.renewalPlanName && secondary(`Renews into ${r.renewalPlanName}`)}
      </>
    ),
  },
  {
    title: 'End Date',
    dataIndex: 'endDate',
    key: 'endDate',
    sorter: true,
    render: (v: string | null) => formatDate(v) || '—',
  },
  {
    title: 'Sent',
    dataIndex: 'sentDate',
    key: 'sentDate',
    sorter: true,
    render: (v: string) => formatDateTime(v),
  },
  { title: 'Status', key: 'status', render: (_: unknown, r) => <ReminderTicks row={r} /> },
  {
    title: 'Error',
    dataIndex: 'error',
    key: 'error',
    render: (v: string | null) => longTextCell(220)(messageErrorText(v) || null),
  },
  {
    title: 'Amount',
    dataIndex: 'amount',
    key: 'amount',
    align: 'right',
    render: (v: number | null) => (v === null ? '—' : formatInr(v)),
  },
  {
    title: 'Paid',
    dataIndex: 'paidDate',
    key: 'paidDate',
    sorter: true,
    render: (_: unknown, r) =>
      r.renewalPlanId === null ? (
        '—'
      ) : (
        <>
          <PlanStatusTag status={r.paid ? 'Paid' : 'Unpaid'} />
          {r.paidDate && secondary(formatDateTime(r.paidDate))}
        </>
      ),
  },
  {
    title: 'Payment Link',
    dataIndex: 'paymentLink',
    key: 'paymentLink',
    render: (v: string | null, r) =>
      v ? (
        <Flex align="center" gap={4}>
          <Typography.Link href={v} target="_blank" rel="noreferrer">
            Open
          </Typography.Link>
          <CopyButton
            type="text"
            size="small"
            text={v}
            label={`Copy the payment link of ${r.companyName ?? r.userName}`}
          />
        </Flex>
      ) : (
        '—'
      ),
  },
];

/**
 * Renewal Reminder Logs (issue 27; spec 03 §2.9, §8.6): every renewal reminder the billing job
 * sent, newest first, with its ticks, Meta's reason when refused, and whether its link was paid;
 * search by user, company or number, the day range on the day sent, Paid, and xlsx export ("Error
 * occured while downloading. Try again" on failure, "No Data Available" when empty).
 */
export function RenewalRemindersTable() {
  return (
    <DataTable
      endpoint={billingContract.renewalReminders}
      rowKey="id"
      columns={columns}
      query={{ SortColumn: 'sentDate', SortType: 'Desc', filters: ['Paid'] }}
      search={{ label: 'Search by user, company or number', placeholder: 'Search' }}
      renderFilters={(ctx) => (
        <FilterSelects
          {...ctx}
          filters={[{ name: 'Paid', label: 'Paid', options: PAID_OPTIONS, width: 140 }]}
        />
      )}
    />
  );
}
