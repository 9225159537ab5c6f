import { useQueryClient } from '@tanstack/react-query';
import { brandContract } from '../../../../shared/brand/contract';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/query';
import { areaKey } from '../../../lib/queryKeys';

/** The brand of the signed-in user, or of `userId` for an Admin. */
export const useBrandOf = (userId?: number) =>
  useEndpointQuery(brandContract.brand, { query: userId ? { userId } : {} });

/** Saving business details also moves the onboarding on, so the whole area is refreshed. */
export function useSaveBusinessDetails() {
  const client = useQueryClient();
  return useEndpointMutation(brandContract.saveBusinessDetails, {
    onSuccess: () => void client.invalidateQueries({ queryKey: areaKey('brand') }),
  });
}
