import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { cardsContract as c } from '../../../shared/cards/contract';
import type { CardForm } from '../../../shared/cards/schemas';
import { tilePageQuery } from '../../components/TilePage';
import type { UrlPage } from '../../components/urlPage';
import { visitorListQuery, type VisitorQuery } from '../../components/VisitorQuery';
import { api } from '../../lib/api';
import { useEndpointMutation, useEndpointQuery } from '../../lib/query';
import { areaKey } from '../../lib/queryKeys';

/** One page of My Cards as the URL holds it. */
export const useCards = (page: UrlPage) =>
  useEndpointQuery(c.cards, { query: tilePageQuery(page) }, { placeholderData: keepPreviousData });

export const useCard = (id: number, options?: { enabled?: boolean }) =>
  useEndpointQuery(c.cardById, { params: { id } }, options);

/** Any change refreshes the whole cards area (lists, the editor, visitors). */
function useInvalidateCards() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: areaKey('cards') });
}

export const useCardCopy = (id: number, options?: { enabled?: boolean }) =>
  useEndpointQuery(c.cardCopy, { params: { id } }, options);

/** Create (or copy, with parentCardId) when `id` is null, else update (§7). */
export function useSaveCard(id: number | null) {
  const onSuccess = useInvalidateCards();
  const create = useEndpointMutation(c.createCard, { onSuccess });
  const update = useEndpointMutation(c.updateCard, { onSuccess });
  return (body: CardForm) =>
    id === null ? create.mutateAsync({ body }) : update.mutateAsync({ params: { id }, body });
}

export const useDeleteCard = () => useEndpointMutation(c.deleteCard, { onSuccess: useInvalidateCards() });

/** §2 PDF: the card as the server draws it (banner, logo, contact lines, QR of the hosted link). */
export const downloadCardPdf = (id: number) => api.download(c.cardPdf, { params: { id } });

/** One page of a card's visitors or leads (§7), newest first. */
export type CardRecordsQuery = VisitorQuery;

const recordsQuery = (q: CardRecordsQuery) => visitorListQuery('date', q);

export const useCardVisitors = (id: number, query: CardRecordsQuery) =>
  useEndpointQuery(
    c.cardVisitors,
    { params: { id }, query: recordsQuery(query) },
    { placeholderData: keepPreviousData },
  );

/** §7: the same query with `true`, answered as an xlsx file. */
export const exportCardVisitors = (id: number, query: CardRecordsQuery) =>
  api.download(c.cardVisitorsExport, { params: { id }, query: recordsQuery(query) });

/** "Share your details" answers from the hosted page (issue 14, beyond the spec). */
export const useCardLeads = (id: number, query: CardRecordsQuery) =>
  useEndpointQuery(
    c.cardLeads,
    { params: { id }, query: recordsQuery(query) },
    { placeholderData: keepPreviousData },
  );

export const exportCardLeads = (id: number, query: CardRecordsQuery) =>
  api.download(c.cardLeadsExport, { params: { id }, query: recordsQuery(query) });
