import { useQueryClient } from '@tanstack/react-query';
import type { EndpointDef } from '../../shared/http/endpoint';
import type { ListData } from '../../shared/http/envelope';
import { useEndpointMutation } from './query';

type Row = { id: number; isActive: boolean };
type Snapshots = { snapshots: [readonly unknown[], ListData<Row> | undefined][] };

/**
 * A row's active switch in a server-paged table: flips at once in every cached page of the list,
 * flips back when the server refuses, and refreshes what depends on it once settled.
 */
export function useListStatusToggle<E extends EndpointDef>(
  endpoint: E,
  listKey: readonly unknown[],
  onSettled: () => void,
) {
  const client = useQueryClient();
  return useEndpointMutation<E, Snapshots>(endpoint, {
    onMutate: async (input) => {
      const { params, body } = input as unknown as {
        params: { id: number | string };
        body: { isActive: boolean };
      };
      await client.cancelQueries({ queryKey: listKey });
      const snapshots = client.getQueriesData<ListData<Row>>({ queryKey: listKey });
      // Only the list's pages change; other answers cached under the same prefix keep their shape.
      client.setQueriesData<ListData<Row>>({ queryKey: listKey }, (d) =>
        d && Array.isArray(d.records)
          ? {
              ...d,
              records: d.records.map((r) =>
                r.id === Number(params.id) ? { ...r, isActive: body.isActive } : r,
              ),
            }
          : d,
      );
      return { snapshots };
    },
    onError: (_err, _input, context) => {
      for (const [key, data] of context?.snapshots ?? []) client.setQueryData(key, data);
    },
    onSettled,
  });
}
