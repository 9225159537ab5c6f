import { Select } from 'antd';
import { ROLES, type Role } from '../../../../shared/account/modules';
import type { UserRow } from '../../../../shared/users/contract';
import { confirmAction } from '../../../components/feedback/confirmAction';
import { useApiErrorHandler } from '../../../components/feedback/useApiErrorHandler';
import { toastSuccess } from '../../../components/feedback/toast';
import { useChangeRole } from '../api';

/**
 * A staff account's role. Moving an Admin to User takes the back office away from them and signs
 * them out, so it asks first; the server refuses to demote the last active Admin (409).
 */
export function RoleSelect({ user }: { user: Pick<UserRow, 'id' | 'userName' | 'role'> }) {
  const changeRole = useChangeRole();
  const onError = useApiErrorHandler();
  const change = async (role: Role) => {
    if (role === user.role) return;
    const ok = await confirmAction({
      title: `Make ${user.userName} a ${role}?`,
      content:
        role === 'User'
          ? 'They lose access to the admin area and are signed out of every device.'
          : 'They get access to the admin area and are signed out so that the new role applies.',
      okText: 'Change role',
      danger: role === 'User',
    });
    if (!ok) return;
    try {
      const { message } = await changeRole.mutateAsync({ params: { id: user.id }, body: { role } });
      toastSuccess(message ?? 'User details updated');
    } catch (err) {
      onError(err);
    }
  };
  return (
    <Select<Role>
      aria-label={`Role of ${user.userName}`}
      value={user.role}
      loading={changeRole.isPending}
      disabled={changeRole.isPending}
      onChange={(role) => void change(role)}
      options={ROLES.map((r) => ({ value: r, label: r }))}
      style={{ width: 110 }}
    />
  );
}
