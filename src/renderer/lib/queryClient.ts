import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../shared/http/client';

/**
 * Server state. Client errors (4xx) are answers, not accidents: they are not retried. The 401 and
 * 402 behaviours of spec 00 section 8 live in the transport (lib/api.ts), which sees every call,
 * including those made outside react-query.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
    },
    mutations: { retry: false },
  },
});
