import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Result, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import type { UserRow } from '../../../../shared/users/contract';
import { errorText } from '../../../components/feedback/errorText';
import { formatDate } from '../../../components/format/dates';
import { MESSAGES } from '../../../components/messages';
import { PageHeading } from '../../../lib/PageHeading';
import { useStaff } from '../api';
import { AddAdminModal } from '../components/AddAdminModal';
import { RoleSelect } from '../components/RoleSelect';
import { UserActiveSwitch } from '../components/UserActiveSwitch';

const columns: ColumnsType<UserRow> = [
  { title: 'User Name', dataIndex: 'userName', key: 'userName' },
  { title: 'Email', dataIndex: 'email', key: 'email' },
  { title: 'Role', key: 'role', render: (_, u) => <RoleSelect user={u} /> },
  { title: 'Active', key: 'isActive', render: (_, u) => <UserActiveSwitch user={u} /> },
  {
    title: 'Created Date',
    dataIndex: 'registrationDate',
    key: 'registrationDate',
    render: (v: string) => formatDate(v),
  },
];

/**
 * User and roles (admin/user-and-roles): the staff accounts and their role. An Admin adds another
 * Admin, changes a role or deactivates an account; the server keeps one active Admin at least.
 */
export function UserAndRolesPage() {
  const staff = useStaff();
  const [adding, setAdding] = useState(false);
  return (
    <>
      <PageHeading
        title="User and Roles"
        subtitle="Staff accounts with access to the admin area."
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            Add Admin
          </Button>
        }
      />
      <Card>
        {staff.isError && !staff.data ? (
          <Result
            status="error"
            title={MESSAGES.somethingWentWrong}
            subTitle={errorText(staff.error, 'The staff accounts could not be loaded.')}
            extra={
              <Button type="primary" onClick={() => void staff.refetch()}>
                Try again
              </Button>
            }
          />
        ) : (
          <Table<UserRow>
            rowKey="id"
            size="middle"
            scroll={{ x: 'max-content' }}
            columns={columns}
            dataSource={staff.data ?? []}
            loading={staff.isFetching}
            pagination={{ hideOnSinglePage: true, pageSize: 50 }}
            locale={{
              emptyText: staff.isPending ? (
                <div style={{ height: 120 }} />
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MESSAGES.noData} />
              ),
            }}
          />
        )}
      </Card>
      <AddAdminModal open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
