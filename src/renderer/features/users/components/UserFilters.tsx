import { PLAN_STATUSES, USER_STATUS_FILTER, usersContract } from '../../../../shared/users/contract';
import type { EndpointFilterContext } from '../../../components/DataTable';
import { FilterSelect } from '../../../components/FilterSelect';
import { usePlanOptions } from '../api';

const STATUS_OPTIONS = [
  { value: String(USER_STATUS_FILTER.pending), label: 'Pending' },
  { value: String(USER_STATUS_FILTER.verified), label: 'Verified' },
];
const PLAN_STATUS_OPTIONS = PLAN_STATUSES.map((s) => ({ value: s, label: s }));

/** Masters > User filters: verification status, plan and plan status (the registration dates are the table's). */
export function UserFilters({ values, setFilters }: EndpointFilterContext<typeof usersContract.list>) {
  const plans = usePlanOptions();
  return (
    <>
      <FilterSelect
        label="Status"
        value={values.StatusId}
        onChange={(StatusId) => setFilters({ StatusId })}
        options={STATUS_OPTIONS}
        width={150}
      />
      <FilterSelect
        label="Plan"
        value={values.Plan}
        onChange={(Plan) => setFilters({ Plan })}
        options={(plans.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
        loading={plans.isPending}
      />
      <FilterSelect
        label="Plan Status"
        value={values.PlanStatus}
        onChange={(PlanStatus) => setFilters({ PlanStatus })}
        options={PLAN_STATUS_OPTIONS}
      />
    </>
  );
}
