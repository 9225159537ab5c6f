import { useQueryClient } from '@tanstack/react-query';
import { groupsEndpoints as g } from '../../../../shared/whatsapp/groups-contract';
import type { GroupForm } from '../../../../shared/whatsapp/groups';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/query';
import { areaKey } from '../../../lib/queryKeys';

function useInvalidateWhatsapp() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: areaKey('whatsapp') });
}

export const useGroup = (id: number | null) =>
  useEndpointQuery(g.groupById, { params: { id: id ?? 0 } }, { enabled: id !== null });

/** Every group by name (the contacts' Group filter). */
export const useGroupChoices = () => useEndpointQuery(g.groupList);

/** Create when there is no id, else update (spec 03 §7.1: PUT Update with the id in the body). */
export function useSaveGroup() {
  const onSuccess = useInvalidateWhatsapp();
  const create = useEndpointMutation(g.createGroup, { onSuccess });
  const update = useEndpointMutation(g.updateGroup, { onSuccess });
  return (id: number | null, body: GroupForm) =>
    id === null ? create.mutateAsync({ body }) : update.mutateAsync({ body: { ...body, id } });
}

export const useDeleteGroup = () =>
  useEndpointMutation(g.deleteGroup, { onSuccess: useInvalidateWhatsapp() });
