import { Switch } from 'antd';
import type { UserRow } from '../../../../shared/users/contract';
import { useApiErrorHandler } from '../../../components/feedback/useApiErrorHandler';
import { toastSuccess } from '../../../components/feedback/toast';
import { useToggleUserActive } from '../api';

/**
 * The active switch of a user row (PUT {id}/UpdateStatus with id and isActive). It flips at once
 * and flips back when the server refuses, showing the server's message.
 */
export function UserActiveSwitch({ user }: { user: Pick<UserRow, 'id' | 'userName' | 'isActive'> }) {
  const toggle = useToggleUserActive();
  const onError = useApiErrorHandler();
  const change = async (isActive: boolean) => {
    try {
      const { message } = await toggle.mutateAsync({
        params: { id: user.id },
        body: { id: user.id, isActive },
      });
      toastSuccess(message ?? 'User details updated');
    } catch (err) {
      onError(err);
    }
  };
  return (
    <Switch
      size="small"
      checked={user.isActive}
      aria-label={`Active: ${user.userName}`}
      disabled={toggle.isPending}
      onChange={(checked) => void change(checked)}
    />
  );
}
