import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { cardsContract as c } from '../../../shared/cards/contract';
import type { CardForm } from '../../../shared/cards/schemas';
import { api } from '../../lib/api';
import { useEndpointMutation, useEndpointQuery } from '../../lib/query';
import { areaKey } from '../../lib/queryKeys';

/** One page of My Cards as the URL holds it (§2: filter params and a page size). */
export interface CardPageQuery {
  PageNumber: number;
  pagesize: number;
  Search?: string;
}

export const useCards = ({ PageNumber, pagesize, Search }: CardPageQuery) =>
  useEndpointQuery(
    c.cards,
    {
      query: {
        PageNumber,
        pagesize,
        SortColumn: 'createdDate',
        SortType: 'Desc',
        ...(Search ? { Search } : {}),
      },
    },
    { placeholderData: keepPreviousData },
  );

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

export interface CardVisitorsQuery {
  PageNumber: number;
  pagesize: number;
  StartDate?: string;
  EndDate?: string;
}

const visitorsQuery = (q: CardVisitorsQuery) => ({
  PageNumber: q.PageNumber,
  pagesize: q.pagesize,
  SortColumn: 'date' as const,
  SortType: 'Desc' as const,
  ...(q.StartDate ? { StartDate: q.StartDate } : {}),
  ...(q.EndDate ? { EndDate: q.EndDate } : {}),
});

export const useCardVisitors = (id: number, query: CardVisitorsQuery) =>
  useEndpointQuery(
    c.cardVisitors,
    { params: { id }, query: visitorsQuery(query) },
    { placeholderData: keepPreviousData },
  );

/** §7: the same query with `true`, answered as an xlsx file. */
export const exportCardVisitors = (id: number, query: CardVisitorsQuery) =>
  api.download(c.cardVisitorsExport, { params: { id }, query: visitorsQuery(query) });
