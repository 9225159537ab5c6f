import { Button, Flex, Switch, Typography } from 'antd';
import { useId, useState } from 'react';
import { USER_STATUS } from '../../../../shared/account/modules';
import { RegionCard } from '../../../components/RegionCard';
import { useApiErrorHandler } from '../../../components/feedback/useApiErrorHandler';
import { toastSuccess } from '../../../components/feedback/toast';
import { useUserStatus, useVerifyUser } from '../api';

/**
 * The user-status card (spec 00 section 2 and 4): only while the status is 1 (pending). Turning
 * Verify User on and saving sets 2 (verified) with the toast "User Verified"; the card then goes.
 */
export function UserStatusCard({ userId }: { userId: number }) {
  const switchId = `verify-${useId().replace(/[^\w-]/g, '')}`;
  const status = useUserStatus(userId);
  const verify = useVerifyUser();
  const onError = useApiErrorHandler();
  const [on, setOn] = useState(false);

  if (status.data?.status !== USER_STATUS.pending) return null;

  const save = async () => {
    try {
      const { message } = await verify.mutateAsync({ params: { id: userId } });
      toastSuccess(message ?? 'User Verified');
    } catch (err) {
      onError(err);
    }
  };

  return (
    <RegionCard title="User Status" size="small" style={{ marginBottom: 16 }}>
      <Flex align="center" gap={16} wrap>
        <Typography.Text type="secondary">This user has not been verified yet.</Typography.Text>
        <Flex align="center" gap={8}>
          <Switch id={switchId} checked={on} onChange={setOn} />
          <label htmlFor={switchId}>Verify User</label>
        </Flex>
        <Button type="primary" disabled={!on} loading={verify.isPending} onClick={() => void save()}>
          Save
        </Button>
      </Flex>
    </RegionCard>
  );
}
