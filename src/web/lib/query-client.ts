import { MutationCache, QueryClient, type MutationKey, type Query } from '@tanstack/react-query';
import { QUERY_DEFAULTS } from '@shared/constants';
import { ApiError } from './api-client';

interface QueryClientOptions {
  /** After every successful change, before its own onSuccess (awaited): the app's cross-feature refreshes. */
  afterMutation?: (queryClient: QueryClient, mutationKey: MutationKey | undefined) => unknown;
}

/** TanStack Query defaults of spec section 9: 60 s fresh, 5 min cache, one retry after 1 s. */
export function createQueryClient({ afterMutation }: QueryClientOptions = {}) {
  const queryClient: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _context, mutation) =>
        afterMutation?.(queryClient, mutation.options.mutationKey),
    }),
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
  return queryClient;
}

/**
 * An infinite query loading another page ('Load older', 'Load more'): an invalidation's refetch
 * would cancel it and the page would never arrive. Invalidations pass it over
 * (`predicate: (query) => !loadingMore(query)`); the page arriving is read after the change.
 */
export const loadingMore = (query: Query) =>
  query.state.fetchStatus === 'fetching' && query.state.fetchMeta?.fetchMore !== undefined;
