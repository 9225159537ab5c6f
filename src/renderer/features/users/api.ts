import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { billingContract } from '../../../shared/billing/contract';
import type { ListData } from '../../../shared/http/envelope';
import type { z } from 'zod';
import { usersContract, type UserRow, type usersListQuery } from '../../../shared/users/contract';
import type { ApiListQuery } from '../../components/DataTable/listQuery';
import { api } from '../../lib/api';
import { endpointKey, useEndpointMutation, useEndpointQuery } from '../../lib/query';

/** react-query key prefix of the Masters > User table (DataTable appends the query). */
export const USERS_LIST_KEY = ['admin', 'users', 'list'] as const;
const STAFF_KEY = endpointKey(usersContract.staffList);

// DataTable's query holds the spec's names with strings and numbers; the client checks it against the contract.
type UsersQuery = z.input<typeof usersListQuery>;

export const fetchUsersPage = async (query: ApiListQuery) =>
  (await api.call(usersContract.list, { query: query as UsersQuery })).data;

export const exportUsers = (query: ApiListQuery) =>
  api.download(usersContract.list, { query: query as UsersQuery });

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

/** After a change to users: every list, the staff table and the one user's queries. */
function invalidateUsers(client: QueryClient, id?: number) {
  void client.invalidateQueries({ queryKey: USERS_LIST_KEY });
  void client.invalidateQueries({ queryKey: STAFF_KEY });
  if (id !== undefined) {
    void client.invalidateQueries({ queryKey: endpointKey(usersContract.byId, { params: { id } }) });
    void client.invalidateQueries({
      queryKey: endpointKey(usersContract.getUserStatus, { query: { userId: id } }),
    });
  }
}

/** For other areas that create or change users (Import Users): refreshes the users lists. */
export function useInvalidateUsers() {
  const client = useQueryClient();
  return () => invalidateUsers(client);
}

export function useVerifyUser(id: number) {
  const client = useQueryClient();
  return useEndpointMutation(usersContract.verifyUserStatus, {
    onSuccess: () => invalidateUsers(client, id),
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
    onSuccess: (_res, input) => invalidateUsers(client, Number(input.params.id)),
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
    onSettled: (_res, _err, input) => invalidateUsers(client, Number(input.params.id)),
  });
}
