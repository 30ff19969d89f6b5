import { QueryClient } from '@tanstack/react-query';
import { QUERY_DEFAULTS } from '@shared/constants';
import { ApiError } from './api-client';

/** TanStack Query defaults of spec section 9: 60 s fresh, 5 min cache, one retry after 1 s. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_DEFAULTS.staleTimeMs,
        gcTime: QUERY_DEFAULTS.gcTimeMs,
        refetchOnWindowFocus: true,
        retryDelay: QUERY_DEFAULTS.retryDelayMs,
        // A 4xx will not change on retry; only network and server errors get the one retry.
        retry: (failureCount, error) =>
          failureCount < QUERY_DEFAULTS.retry && !(error instanceof ApiError && error.status < 500),
      },
    },
  });
}
