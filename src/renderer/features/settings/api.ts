import { useQueryClient } from '@tanstack/react-query';
import { settingsContract } from '../../../shared/settings/contract';
import type { CardState } from '../../../shared/settings/schemas';
import { useEndpointMutation, useEndpointQuery } from '../../lib/query';
import { endpointKey } from '../../lib/queryKeys';

/** Admin → Settings (issue 9 §1): the integration cards, saved and tested through the settings contract. */

export const useSettingsCards = () => useEndpointQuery(settingsContract.cards);

/** Saves one card and puts its new state into the cached list, so the page shows it at once. */
export function useSaveSettingsCard() {
  const client = useQueryClient();
  return useEndpointMutation(settingsContract.saveCard, {
    onSuccess: ({ data }) =>
      client.setQueryData<CardState[]>(endpointKey(settingsContract.cards), (cards) =>
        cards?.map((card) => (card.id === data.id ? data : card)),
      ),
  });
}

export const useTestSettingsCard = () => useEndpointMutation(settingsContract.testCard);
