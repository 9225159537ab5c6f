import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { brandContract } from '../../../shared/brand/contract';
import type { BusinessCategoryForm } from '../../../shared/brand/schemas';
import { webContract as w } from '../../../shared/web/contract';
import type { Website, WebsiteCreate, WebsiteForm } from '../../../shared/web/schemas';
import { webTemplatesContract } from '../../../shared/web-templates/contract';
import { useEndpointMutation, useEndpointQuery } from '../../lib/query';
import { areaKey, endpointKey, endpointPrefix } from '../../lib/queryKeys';

/**
 * The Web app (issue 24): the caller's website, its preview, publish and rollback, updates and
 * analytics. Lists (form responses, subscribers, manage lists) go through the typed DataTable, which
 * keys them by the same area, so a change here refreshes them too.
 */

/** Every cached answer of the Web area (the contract's area name, first in each key). */
const WEB_KEY = areaKey('web');

function useInvalidateWeb() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: WEB_KEY });
}

/** The caller's website, or null before it is created: every Web tab starts from it. */
export const useMyWebsite = () => useEndpointQuery(w.myWebsite);

export const useWebsite = (id: number, options?: { enabled?: boolean }) =>
  useEndpointQuery(w.websiteById, { params: { id } }, options);

/** The templates a website can be built on (the default first), each with its settings. */
export const useTemplateChoices = () =>
  useEndpointQuery(webTemplatesContract.webTemplateChoices, undefined, { staleTime: 60_000 });

/** A saved or published website shows at once (the answer is the website), then the area refreshes. */
function useWebsiteSaved() {
  const client = useQueryClient();
  const invalidate = useInvalidateWeb();
  return (result: { data: Website }) => {
    client.setQueryData(endpointKey(w.myWebsite), result.data);
    client.setQueryData(endpointKey(w.websiteById, { params: { id: result.data.id } }), result.data);
    void invalidate();
  };
}

export function useCreateWebsite() {
  const mutation = useEndpointMutation(w.createWebsite, { onSuccess: useWebsiteSaved() });
  return (body: WebsiteCreate) => mutation.mutateAsync({ body });
}

/**
 * The Content tab's autosave. Only the website's own answers are replaced (not the preview, which
 * the page refreshes itself once the save is in), so typing never flickers the form.
 */
export function useSaveWebsite(id: number) {
  const client = useQueryClient();
  const mutation = useEndpointMutation(w.updateWebsite, {
    onSuccess: (result) => {
      client.setQueryData(endpointKey(w.myWebsite), result.data);
      client.setQueryData(endpointKey(w.websiteById, { params: { id } }), result.data);
    },
  });
  return { save: (body: WebsiteForm) => mutation.mutateAsync({ params: { id }, body }), mutation };
}

/** The draft's page at `path`, for the sandboxed preview frame. */
export const useWebsitePreview = (id: number, path: string, options?: { enabled?: boolean }) =>
  useEndpointQuery(
    w.previewWebsite,
    { params: { id }, query: { path } },
    { placeholderData: keepPreviousData, ...options },
  );

export const usePublishWebsite = () =>
  useEndpointMutation(w.publishWebsite, { onSuccess: useWebsiteSaved() });

export const useWebsiteVersions = (id: number) => useEndpointQuery(w.websiteVersions, { params: { id } });

export const useRollbackWebsite = () =>
  useEndpointMutation(w.rollbackWebsite, { onSuccess: useWebsiteSaved() });

// ——— Updates ———

export const useWebUpdates = (page: { PageNumber: number; pagesize: number }) =>
  useEndpointQuery(
    w.webUpdates,
    { query: { ...page, SortColumn: 'date', SortType: 'Desc' } },
    { placeholderData: keepPreviousData },
  );

export const useWebUpdate = (id: number, options?: { enabled?: boolean }) =>
  useEndpointQuery(w.webUpdateById, { params: { id } }, options);

export const useDeleteWebUpdate = () =>
  useEndpointMutation(w.deleteWebUpdate, { onSuccess: useInvalidateWeb() });

// ——— Form responses and analytics ———

export const useFormResponse = (id: number, options?: { enabled?: boolean }) =>
  useEndpointQuery(w.formResponseById, { params: { id } }, options);

export const useWebsiteAnalytics = (range: { StartDate: string; EndDate: string }) =>
  useEndpointQuery(w.websiteAnalytics, { query: range }, { placeholderData: keepPreviousData });

// ——— Admin ———

/** The website list's cached pages (manage/website), for the status switch's optimistic flip. */
export const WEBSITES_LIST_KEY = endpointPrefix(w.websites);

// ——— Products (the brand area's business categories, read through its public entry) ———

/**
 * A product's page slug or title, saved as the brand area saves a category: the whole category with
 * its products. The brand and the website (whose products changed) refresh.
 */
export function useSaveCategoryProducts() {
  const client = useQueryClient();
  const mutation = useEndpointMutation(brandContract.updateBusinessCategory, {
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: areaKey('brand') });
      void client.invalidateQueries({ queryKey: WEB_KEY });
    },
  });
  return (id: number, body: BusinessCategoryForm) => mutation.mutateAsync({ params: { id }, body });
}
