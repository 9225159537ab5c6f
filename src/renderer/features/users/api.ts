import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { billingContract } from '../../../shared/billing/contract';
import type { ListData } from '../../../shared/http/envelope';
import { usersContract, type UserRow } from '../../../shared/users/contract';
import { useEndpointMutation, useEndpointQuery } from '../../lib/query';
import { areaKey, endpointKey, endpointPrefix } from '../../lib/queryKeys';

/** Every cached page of the Masters > User table (DataTable's key for the users list). */
const USERS_LIST_KEY = endpointPrefix(usersContract.list);
const STAFF_KEY = endpointKey(usersContract.staffList);

export const useUser = (id: number, enabled = true) =>
  useEndpointQuery(usersContract.byId, { params: { id } }, { enabled });

export const useUserStatus = (userId: number) =>
  useEndpointQuery(usersContract.getUserStatus, { query: { userId } }, { staleTime: 0 });

export const useStaff = () => useEndpointQuery(usersContract.staffList);

/** Plans a user can be filtered by (the subscription packages in force). */
export const usePlanOptions = () =>
  useEndpointQuery(billingContract.activePackages, undefined, { staleTime: 5 * 60_000 });

export const useSubCategoryOptions = () => useEndpointQuery(usersContract.subCategoryOptions);
export const useUserSubCategories = (id: number) =>
  useEndpointQuery(usersContract.getUserSubCategory, { params: { id } }, { staleTime: 0 });

/** After a change to users: the whole users area (every list, the staff table, each user's queries). */
function invalidateUsers(client: QueryClient) {
  void client.invalidateQueries({ queryKey: areaKey('users') });
}

/** For other areas that create or change users (Import Users): refreshes the users lists. */
export function useInvalidateUsers() {
  const client = useQueryClient();
  return () => invalidateUsers(client);
}

export function useVerifyUser() {
  const client = useQueryClient();
  return useEndpointMutation(usersContract.verifyUserStatus, {
    onSuccess: () => invalidateUsers(client),
  });
}

export function useMapUserSubCategory(id: number) {
  const client = useQueryClient();
  return useEndpointMutation(usersContract.mapUserSubCategory, {
    onSuccess: ({ data }) =>
      client.setQueryData(endpointKey(usersContract.getUserSubCategory, { params: { id } }), data),
  });
}

export function useCreateStaff() {
  const client = useQueryClient();
  return useEndpointMutation(usersContract.createStaff, { onSuccess: () => invalidateUsers(client) });
}

export function useChangeRole() {
  const client = useQueryClient();
  return useEndpointMutation(usersContract.changeRole, {
    onSuccess: () => invalidateUsers(client),
  });
}

type CachedUsers = ListData<UserRow> | UserRow[] | UserRow | undefined;

/** One user's isActive changed in whatever shape a cached answer has (a page, the staff array, one user). */
function withActive(data: CachedUsers, id: number, isActive: boolean): CachedUsers {
  if (!data) return data;
  const patch = (u: UserRow) => (u.id === id ? { ...u, isActive } : u);
  if (Array.isArray(data)) return data.map(patch);
  if ('records' in data) return { ...data, records: data.records.map(patch) };
  return patch(data);
}

/**
 * The active switch of a user row (Masters > User, User and roles): the switch moves at once, and
 * moves back when the server refuses (e.g. 409 "At least one active Admin must remain").
 */
export function useToggleUserActive() {
  const client = useQueryClient();
  const caches: { queryKey: readonly unknown[] }[] = [{ queryKey: USERS_LIST_KEY }, { queryKey: STAFF_KEY }];
  type Snapshots = { snapshots: [readonly unknown[], CachedUsers][] };
  return useEndpointMutation<typeof usersContract.updateStatus, Snapshots>(usersContract.updateStatus, {
    onMutate: async ({ body }) => {
      await Promise.all(caches.map((filter) => client.cancelQueries(filter)));
      const snapshots = caches.flatMap((filter) => client.getQueriesData<CachedUsers>(filter));
      for (const filter of caches)
        client.setQueriesData<CachedUsers>(filter, (d) => withActive(d, body.id, body.isActive));
      return { snapshots };
    },
    onError: (_err, _input, context) => {
      for (const [key, data] of context?.snapshots ?? []) client.setQueryData(key, data);
    },
    onSettled: () => invalidateUsers(client),
  });
}
