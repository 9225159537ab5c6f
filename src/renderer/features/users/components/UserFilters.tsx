import { PLAN_STATUSES, USER_STATUS_FILTER, usersContract } from '../../../../shared/users/contract';
import type { EndpointFilterContext } from '../../../components/DataTable';
import { FilterSelects, idNameOptions } from '../../../components/FilterSelect';
import { usePlanOptions } from '../api';

const STATUS_OPTIONS = [
  { value: String(USER_STATUS_FILTER.pending), label: 'Pending' },
  { value: String(USER_STATUS_FILTER.verified), label: 'Verified' },
];
const PLAN_STATUS_OPTIONS = PLAN_STATUSES.map((s) => ({ value: s, label: s }));

/** Masters > User filters: verification status, plan and plan status (the registration dates are the table's). */
export function UserFilters(ctx: EndpointFilterContext<typeof usersContract.list>) {
  const plans = usePlanOptions();
  return (
    <FilterSelects
      {...ctx}
      filters={[
        { name: 'StatusId', label: 'Status', options: STATUS_OPTIONS, width: 150 },
        { name: 'Plan', label: 'Plan', options: idNameOptions(plans.data), loading: plans.isPending },
        { name: 'PlanStatus', label: 'Plan Status', options: PLAN_STATUS_OPTIONS },
      ]}
    />
  );
}
