import { useQueryClient } from '@tanstack/react-query';
import { adminEndpoints as a } from '../../../../shared/whatsapp/admin-contract';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/query';
import { areaKey, endpointKey } from '../../../lib/queryKeys';

/** The platform's number, read from the Cloud API each time the page is opened. */
export const usePlatformNumber = () => useEndpointQuery(a.platformNumber, undefined, { staleTime: 0 });

/** Connect / Update: the answer is the page's new state; the Settings page shows the same card. */
export function useConnectPlatformNumber() {
  const client = useQueryClient();
  return useEndpointMutation(a.connectPlatformNumber, {
    onSuccess: (res) => {
      client.setQueryData(endpointKey(a.platformNumber), res.data);
      void client.invalidateQueries({ queryKey: areaKey('settings') });
    },
  });
}
