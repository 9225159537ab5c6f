import { useQueryClient } from '@tanstack/react-query';
import { accountEndpoints as c } from '../../../../shared/whatsapp/account-contract';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/query';
import { areaKey, endpointPrefix } from '../../../lib/queryKeys';

/**
 * A number's change refreshes the whole area (campaign forms and bots read the numbers too); the
 * list of numbers is fetched again before the change resolves, so the account page the form goes
 * back to never shows the old list first.
 */
function useInvalidateWhatsapp() {
  const client = useQueryClient();
  return async () => {
    await client.invalidateQueries({ queryKey: endpointPrefix(c.accounts), refetchType: 'all' });
    void client.invalidateQueries({ queryKey: areaKey('whatsapp') });
  };
}

export const useAccounts = () => useEndpointQuery(c.accounts);

export const useAccount = (id: number | null) =>
  useEndpointQuery(c.accountById, { params: { id: id ?? 0 } }, { enabled: id !== null });

export const useConnectAccount = () =>
  useEndpointMutation(c.connectAccount, { onSuccess: useInvalidateWhatsapp() });

export const useUpdateAccount = () =>
  useEndpointMutation(c.updateAccount, { onSuccess: useInvalidateWhatsapp() });

export const useDisconnectAccount = () =>
  useEndpointMutation(c.disconnectAccount, { onSuccess: useInvalidateWhatsapp() });
