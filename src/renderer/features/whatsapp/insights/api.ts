import { historyEndpoints as h } from '../../../../shared/whatsapp/history-contract';
import { useEndpointQuery } from '../../../lib/query';

/** The insights of a range of business days (YYYY-MM-DD, both ends included). */
export const useInsights = (range: { StartDate: string; EndDate: string }) =>
  useEndpointQuery(h.insightsStatistics, { query: range }, { placeholderData: (prev) => prev });
