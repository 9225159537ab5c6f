import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { botsContract as c } from '../../../shared/bots/contract';
import { webContract } from '../../../shared/web/contract';
import { tilePageQuery } from '../../components/TilePage';
import type { UrlPage } from '../../components/urlPage';
import { visitorListQuery, type VisitorQuery } from '../../components/VisitorQuery';
import { api } from '../../lib/api';
import { useEndpointMutation, useEndpointQuery } from '../../lib/query';
import { endpointPrefix } from '../../lib/queryKeys';

/** One page of My Bots as the URL holds it, newest first. */
export const useBots = (page: UrlPage) =>
  useEndpointQuery(c.bots, { query: tilePageQuery(page) }, { placeholderData: keepPreviousData });

/** Every bot of the caller, for the Analytics and Deploy tabs' choice (the largest page the list serves). */
export const useBotChoices = () =>
  useEndpointQuery(c.bots, {
    query: { PageNumber: 1, pagesize: 100, SortColumn: 'createdDate', SortType: 'Desc' },
  });

export const useBot = (botId: number, options?: { enabled?: boolean }) =>
  useEndpointQuery(c.botDetails, { query: { botId } }, options);

export const useBotFlow = (id: number, options?: { enabled?: boolean }) =>
  useEndpointQuery(c.botFlow, { params: { id } }, { ...options, refetchOnWindowFocus: false });

export const useComponentTypes = () => useEndpointQuery(c.componentTypes, undefined, { staleTime: Infinity });

/** Any change refreshes the whole bots area (list, details, flow, visitors). */
function useInvalidateBots() {
  const client = useQueryClient();
  const [area] = endpointPrefix(c.bots);
  return () => client.invalidateQueries({ queryKey: [area] });
}

/** The bot form's body and its new icon, if one was chosen. */
export interface BotFormSend {
  body: { Name: string; Colour: string; Avatar?: string; id?: number };
  icon?: { name: string; data: Blob; type?: string };
}

/** Create when `id` is null, else update (§7: form data, AvatarImage a new file or Avatar the kept path). */
export function useSaveBot(id: number | null) {
  const onSuccess = useInvalidateBots();
  const create = useEndpointMutation(c.createBot, { onSuccess });
  const update = useEndpointMutation(c.updateBot, { onSuccess });
  return ({ body, icon }: BotFormSend) => {
    const files = icon ? { AvatarImage: icon } : undefined;
    return id === null
      ? create.mutateAsync({ body, files })
      : update.mutateAsync({ params: { id }, body: { ...body, id }, files });
  };
}

export const useDeleteBot = () => useEndpointMutation(c.deleteBot, { onSuccess: useInvalidateBots() });

export const useSaveFlow = () => useEndpointMutation(c.saveFlow, { onSuccess: useInvalidateBots() });
export const useCopyBot = () => useEndpointMutation(c.copyBot, { onSuccess: useInvalidateBots() });
export const useDeleteResponses = () =>
  useEndpointMutation(c.deleteResponses, { onSuccess: useInvalidateBots() });

/** A component's image or pdf, stored at once; the answer is its path and file name. */
export const uploadComponentFile = (
  botId: number,
  input: { frontendId: number; componentTypeId: 8 | 9; file: File },
) =>
  api.call(c.uploadComponentFile, {
    params: { id: botId },
    body: { FrontendId: input.frontendId, componentTypeId: input.componentTypeId },
    files: { ImageOrFilePath: { name: input.file.name, data: input.file, type: input.file.type } },
  });

export const deleteComponentFile = (botId: number, frontendId: number) =>
  api.call(c.deleteComponentFile, { params: { id: botId }, query: { FrontendId: frontendId } });

// ——— Deploy ———

/** The caller's platform website (Deploy on Website is offered only with one). */
export const useMyWebsite = () => useEndpointQuery(webContract.myWebsite);

export function useDeployOnWebsite() {
  const client = useQueryClient();
  const [webArea] = endpointPrefix(webContract.myWebsite);
  return useEndpointMutation(c.deployOnWebsite, {
    onSuccess: () => client.invalidateQueries({ queryKey: [webArea] }),
  });
}

export const useWhatsAppDetails = (chatbotId: number) =>
  useEndpointQuery(c.whatsAppDetails, { query: { chatbotId } });

export const useConnectWhatsApp = () =>
  useEndpointMutation(c.connectWhatsApp, { onSuccess: useInvalidateBots() });
export const useDisconnectWhatsApp = () =>
  useEndpointMutation(c.disconnectWhatsApp, { onSuccess: useInvalidateBots() });

// ——— Visitors and conversations ———

export type BotVisitorsQuery = VisitorQuery;

const visitorsQuery = (botId: number, q: BotVisitorsQuery) => ({ botId, ...visitorListQuery('date', q) });

/** §2: page 1, date Desc unless a header chose another order. */
export const useBotVisitors = (botId: number, query: BotVisitorsQuery) =>
  useEndpointQuery(
    c.visitors,
    { query: visitorsQuery(botId, query) },
    { placeholderData: keepPreviousData, enabled: botId > 0 },
  );

/** §2: the xlsx of the current filter, or of every visitor when `all`. */
export const exportBotVisitors = (botId: number, query: BotVisitorsQuery, all = false) => {
  const { StartDate, EndDate, ...rest } = visitorsQuery(botId, query);
  const dates = all ? {} : { ...(StartDate ? { StartDate } : {}), ...(EndDate ? { EndDate } : {}) };
  return api.exportList(c.visitors, { ...rest, ...dates });
};

export const useConversation = (visitorUUId: string | null) =>
  useEndpointQuery(
    c.conversation,
    { query: { visitorUUId: visitorUUId ?? '' } },
    { enabled: !!visitorUUId, retry: false },
  );

/** Spec 03 §7.5: the owner's conversation with a WhatsApp number, without a bot. */
export const useNumberConversation = (phoneNumber: string | null) =>
  useEndpointQuery(
    c.conversation,
    { query: { phoneNumber: phoneNumber ?? '' } },
    { enabled: !!phoneNumber, retry: false },
  );

export function useSendTextMessage() {
  const client = useQueryClient();
  return useEndpointMutation(c.sendTextMessage, {
    onSuccess: () => client.invalidateQueries({ queryKey: endpointPrefix(c.conversation) }),
  });
}
