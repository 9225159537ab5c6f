import { useQueryClient } from '@tanstack/react-query';
import { notificationsContract } from '../../../shared/notifications/contract';
import { useEndpointMutation, useEndpointQuery } from '../../lib/query';
import { areaKey, endpointKey } from '../../lib/queryKeys';

/** `UserId` only when an Admin opens another user's settings (spec 03 section 7.7). */
const settingsQuery = (userId?: number) => (userId ? { UserId: userId } : {});

export const useNotificationSettings = (userId?: number) =>
  useEndpointQuery(notificationsContract.settings, { query: settingsQuery(userId) });

/** The saved settings show at once (the answer is the whole object), then the area refreshes. */
export function useSaveNotificationSettings(userId?: number) {
  const client = useQueryClient();
  return useEndpointMutation(notificationsContract.updateSettings, {
    onSuccess: (result) => {
      client.setQueryData(
        endpointKey(notificationsContract.settings, { query: settingsQuery(userId) }),
        result.data,
      );
      void client.invalidateQueries({ queryKey: areaKey('notifications') });
    },
  });
}
