import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ListData } from '../../../../shared/http/envelope';
import { campaignsEndpoints as c } from '../../../../shared/whatsapp/campaigns-contract';
import type { CampaignState, WhatsAppCampaign } from '../../../../shared/whatsapp/campaigns';
import { groupsEndpoints as g } from '../../../../shared/whatsapp/groups-contract';
import { api } from '../../../lib/api';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/query';
import { areaKey, endpointPrefix } from '../../../lib/queryKeys';

function useInvalidateWhatsapp() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: areaKey('whatsapp') });
}

/** States whose counts still move (spec 03 §2.4: counts live while sending). */
export const isActive = (state: CampaignState) => state !== 'done';

/** How often moving counts are fetched again. */
export const LIVE_REFRESH_MS = 4000;

export const useCreateCampaign = () =>
  useEndpointMutation(c.createCampaign, { onSuccess: useInvalidateWhatsapp() });

export const useCampaign = (id: number) =>
  useEndpointQuery(
    c.campaignById,
    { params: { id } },
    {
      enabled: id > 0,
      refetchInterval: (q) => (q.state.data && isActive(q.state.data.state) ? LIVE_REFRESH_MS : false),
    },
  );

/**
 * While a campaign on the list's shown page is queued, sending or waiting, the list (the DataTable's
 * own query) is fetched again every few seconds; once all are done it stops.
 */
export function useLiveCampaignList() {
  const client = useQueryClient();
  useEffect(() => {
    const timer = setInterval(() => {
      const pages = client.getQueriesData<ListData<WhatsAppCampaign>>({
        queryKey: endpointPrefix(c.campaigns),
      });
      const moving = pages.some(([, page]) => page?.records.some((r) => isActive(r.state)));
      if (moving) void client.invalidateQueries({ queryKey: endpointPrefix(c.campaigns) });
    }, LIVE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [client]);
}

/** Also refreshes the detail's message table while the campaign's counts move. */
export function useLiveMessages(active: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(
      () => void client.invalidateQueries({ queryKey: endpointPrefix(c.campaignMessages) }),
      LIVE_REFRESH_MS,
    );
    return () => clearInterval(timer);
  }, [client, active]);
}

export const useRetryFailed = () =>
  useEndpointMutation(c.retryFailedMessages, { onSuccess: useInvalidateWhatsapp() });

export const useAssignToFilterGroup = () =>
  useEndpointMutation(c.assignToFilterGroup, { onSuccess: useInvalidateWhatsapp() });

/** The existing filter groups (Assign to group's choice). */
export const useFilterGroups = (enabled = true) =>
  useEndpointQuery(g.filterGroupList, undefined, { enabled });

/** Every group (the campaign form's groups). */
export const useGroupChoices = () => useEndpointQuery(g.groupList);

export const useHeaderMediaPresign = () => useEndpointMutation(c.headerMediaUpload);

/** The form-data variant (the desktop app, which cannot reach the storage): answered by the file's url. */
export const uploadHeaderMediaFile = (file: File) =>
  api.call(c.headerMediaFile, { files: { file: { name: file.name, data: file } } }).then((r) => r.data);
