import { useMemo } from 'react';
import { brandContract } from '../../../../shared/brand/contract';
import { useEndpointQuery } from '../../../lib/query';
import { AssignChecklistDialog } from './AssignChecklistDialog';

export interface AssignUsersDialogProps {
  open: boolean;
  /** The chosen users' ids (applicationUserId). */
  value: number[];
  /** "Assign to all user": every user, also those who register later. */
  all: boolean;
  onCancel: () => void;
  onConfirm: (value: number[], all: boolean) => void;
  /** The dialog's title; "Assign User" unless given. */
  title?: string;
}

/**
 * The Assign User dialog (spec 01 section 2), for templates and frames alike: a searchable checklist
 * of the users from GetUsersBrandList (their company name, else their name), at most 500 px tall,
 * the "Assign to all user" switch, Cancel and Confirm. The list loads when the dialog opens.
 */
export function AssignUsersDialog({ open, value, all, onCancel, onConfirm, title }: AssignUsersDialogProps) {
  const users = useEndpointQuery(brandContract.usersBrandList, { query: {} }, { enabled: open });
  const items = useMemo(
    () => users.data?.map((u) => ({ id: u.applicationUserId, label: u.value })),
    [users.data],
  );
  return (
    <AssignChecklistDialog
      open={open}
      title={title ?? 'Assign User'}
      allLabel="Assign to all user"
      searchLabel="Search users"
      items={items}
      loading={users.isPending && open}
      error={users.error}
      onRetry={() => void users.refetch()}
      value={value}
      all={all}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
