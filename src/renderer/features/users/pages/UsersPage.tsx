import { EditOutlined } from '@ant-design/icons';
import { Card, Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { Link } from 'react-router-dom';
import { usersContract, type UserRow } from '../../../../shared/users/contract';
import { DataTable } from '../../../components/DataTable';
import { formatDate } from '../../../components/format/dates';
import { PageHeading } from '../../../lib/PageHeading';
import { UserActiveSwitch } from '../components/UserActiveSwitch';
import { UserFilters } from '../components/UserFilters';
import { UserStatusTag } from '../components/UserStatusTag';
import { userDetailsPath } from '../paths';

const PLAN_STATUS_COLOR = { Active: 'success', Upcoming: 'processing', Expired: 'default' } as const;

const columns: ColumnsType<UserRow> = [
  {
    title: 'User Name',
    dataIndex: 'userName',
    key: 'userName',
    sorter: true,
    render: (_: string, u) => <Link to={userDetailsPath(u.id, u.userName)}>{u.userName}</Link>,
  },
  {
    title: 'Company Name',
    dataIndex: 'companyName',
    key: 'companyName',
    sorter: true,
    render: (v: string | null) => v || '—',
  },
  {
    title: 'Contact',
    dataIndex: 'email',
    key: 'email',
    sorter: true,
    render: (_: string, u) => (
      <div>
        <div>{u.email}</div>
        {u.mobileNumber && (
          <Typography.Text type="secondary">{`+${u.countryCode ?? ''} ${u.mobileNumber}`}</Typography.Text>
        )}
      </div>
    ),
  },
  {
    title: 'Registration Date',
    dataIndex: 'registrationDate',
    key: 'registrationDate',
    sorter: true,
    render: (v: string) => formatDate(v),
  },
  {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    render: (s: number) => <UserStatusTag status={s} />,
  },
  {
    title: 'Plan',
    key: 'plan',
    render: (_, u) =>
      u.planName ? (
        <Flex gap={6} align="center" wrap>
          <Typography.Text>{u.planName}</Typography.Text>
          {u.planStatus && <Tag color={PLAN_STATUS_COLOR[u.planStatus]}>{u.planStatus}</Tag>}
        </Flex>
      ) : (
        <Typography.Text type="secondary">No plan</Typography.Text>
      ),
  },
  {
    title: 'Reference By',
    dataIndex: 'referenceBy',
    key: 'referenceBy',
    render: (v: string | null) => v || '—',
  },
  { title: 'Active', key: 'isActive', render: (_, u) => <UserActiveSwitch user={u} /> },
  {
    title: 'Action',
    key: 'action',
    render: (_, u) => (
      <Link to={userDetailsPath(u.id, u.userName)} aria-label={`Update ${u.userName}`}>
        <EditOutlined aria-hidden /> Update
      </Link>
    ),
  },
];

/** Masters > User: every business user, newest registration first (spec 00 section 2). */
export function UsersPage() {
  return (
    <>
      <PageHeading title="Users" subtitle="Business accounts, newest registration first." />
      <Card>
        <DataTable
          endpoint={usersContract.list}
          rowKey="id"
          columns={columns}
          query={{
            SortColumn: 'registrationDate',
            SortType: 'Desc',
            filters: ['StatusId', 'Plan', 'PlanStatus'],
          }}
          search={{ label: 'Search users', placeholder: 'Search name, company, email, mobile' }}
          renderFilters={(ctx) => <UserFilters {...ctx} />}
        />
      </Card>
    </>
  );
}
