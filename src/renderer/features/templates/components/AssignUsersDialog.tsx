import { useMemo } from 'react';
import { brandContract } from '../../../../shared/brand/contract';
import { useEndpointQuery } from '../../../lib/query';
import { AssignChecklistDialog, type AssignDialogProps } from './AssignChecklistDialog';

/** `value` holds the users' applicationUserId; `all` is "Assign to all user"; the title is "Assign User" unless given. */
export type AssignUsersDialogProps = AssignDialogProps;

/**
 * The Assign User dialog (spec 01 section 2), for templates and frames alike: a searchable checklist
 * of the users from GetUsersBrandList (their company name, else their name), at most 500 px tall,
 * the "Assign to all user" switch, Cancel and Confirm. The list loads when the dialog opens.
 */
export function AssignUsersDialog({ title, ...dialog }: AssignUsersDialogProps) {
  const users = useEndpointQuery(brandContract.usersBrandList, { query: {} }, { enabled: dialog.open });
  const items = useMemo(
    () => users.data?.map((u) => ({ id: u.applicationUserId, label: u.value })),
    [users.data],
  );
  return (
    <AssignChecklistDialog
      {...dialog}
      title={title ?? 'Assign User'}
      allLabel="Assign to all user"
      searchLabel="Search users"
      items={items}
      source={users}
    />
  );
}
