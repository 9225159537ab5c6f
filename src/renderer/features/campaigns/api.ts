import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { campaignsContract as c } from '../../../shared/campaigns/contract';
import type { CampaignForm } from '../../../shared/campaigns/schemas';
import { tilePageQuery } from '../../components/TilePage';
import type { UrlPage } from '../../components/urlPage';
import { visitorListQuery, type VisitorQuery } from '../../components/VisitorQuery';
import { api } from '../../lib/api';
import { useEndpointMutation, useEndpointQuery } from '../../lib/query';
import { areaKey } from '../../lib/queryKeys';

/** One page of My Campaigns as the URL holds it. */
export const useCampaigns = (page: UrlPage) =>
  useEndpointQuery(c.campaigns, { query: tilePageQuery(page) }, { placeholderData: keepPreviousData });

export const useCampaign = (id: number, options?: { enabled?: boolean }) =>
  useEndpointQuery(c.campaignById, { params: { id } }, options);

/** Where pages are published and whether Send Whatsapp can work (named setting otherwise). */
export const useCampaignOptions = () => useEndpointQuery(c.campaignOptions);

/** Any change refreshes the whole campaigns area (lists, the editor, visitors). */
function useInvalidateCampaigns() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: areaKey('campaigns') });
}

export function useSaveCampaign(id: number | null) {
  const onSuccess = useInvalidateCampaigns();
  const create = useEndpointMutation(c.createCampaign, { onSuccess });
  const update = useEndpointMutation(c.updateCampaign, { onSuccess });
  return (body: CampaignForm) =>
    id === null ? create.mutateAsync({ body }) : update.mutateAsync({ params: { id }, body });
}

export const useDeleteCampaign = () =>
  useEndpointMutation(c.deleteCampaign, { onSuccess: useInvalidateCampaigns() });

/** §7: a presigned upload address for a campaign or banner JPEG. */
export const presignCampaignUpload = (fileName: string) =>
  api.call(c.campaignUploadUrl, { query: { fileName, contentType: 'image/jpeg' } }).then((r) => r.data);

/** The form-data variant of §7 (the desktop app): the JPEG stored like a presigned upload, answered by its url. */
export const uploadCampaignImageFile = (file: File) =>
  api.call(c.campaignImageUpload, { files: { file: { name: file.name, data: file } } }).then((r) => r.data);

/** A campaign's visitors have no search, only paging and a date-time range. */
export type VisitorsQuery = Omit<VisitorQuery, 'Search'>;

const visitorsQuery = (q: VisitorsQuery) => visitorListQuery('createdDate', q);

export const useCampaignVisitors = (campId: number, query: VisitorsQuery) =>
  useEndpointQuery(
    c.campaignVisitors,
    { params: { campId }, query: visitorsQuery(query) },
    { placeholderData: keepPreviousData },
  );

/** §7: the same query with `true`, answered as an xlsx file. */
export const exportCampaignVisitors = (campId: number, query: VisitorsQuery) =>
  api.download(c.campaignVisitorsExport, { params: { campId }, query: visitorsQuery(query) });
