import { useMutation, useQuery, type UseMutationOptions, type UseQueryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CallResult } from '../../shared/http/client';
import type { CallInput, EndpointDef, ResponseOf } from '../../shared/http/endpoint';
import { api } from './api';
import { endpointKey } from './queryKeys';

type QueryOpts<E extends EndpointDef> = Omit<
  UseQueryOptions<ResponseOf<E>, Error, ResponseOf<E>, ReturnType<typeof endpointKey<E>>>,
  'queryKey' | 'queryFn'
>;

/** An endpoint with path parameters cannot be queried without them. */
type QueryArgs<E extends EndpointDef> = E['params'] extends z.ZodType
  ? [input: CallInput<E>, options?: QueryOpts<E>]
  : [input?: CallInput<E>, options?: QueryOpts<E>];

/**
 * A query hook for a GET endpoint of the shared contract; `data` is the envelope's `data`.
 * `useEndpointQuery(usersContract.list, { query: { PageNumber: 1 } }, { placeholderData: keepPreviousData })`
 */
export function useEndpointQuery<E extends EndpointDef>(endpoint: E, ...[input, options]: QueryArgs<E>) {
  return useQuery({
    queryKey: endpointKey(endpoint, input),
    queryFn: async () => (await api.call(endpoint, input)).data,
    ...options,
  });
}

/** A mutation hook for an endpoint of the shared contract; resolves with data and the server's message. */
export function useEndpointMutation<E extends EndpointDef, C = unknown>(
  endpoint: E,
  options?: Omit<UseMutationOptions<CallResult<ResponseOf<E>>, Error, CallInput<E>, C>, 'mutationFn'>,
) {
  return useMutation({
    mutationFn: (input: CallInput<E>) => api.call(endpoint, input),
    ...options,
  });
}
