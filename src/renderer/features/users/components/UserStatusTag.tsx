import { Tag } from 'antd';
import { USER_STATUS } from '../../../../shared/account/modules';

/** Verification status (spec 00 section 4): 1 pending, 2 verified. */
export function UserStatusTag({ status }: { status: number }) {
  if (status === USER_STATUS.pending) return <Tag color="warning">Pending</Tag>;
  if (status === USER_STATUS.verified) return <Tag color="success">Verified</Tag>;
  return <Tag>{`Status ${status}`}</Tag>;
}
