import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { ReceivedReviewsSummary, Review } from '@shared/contract/reviews';
import { api, apiPage } from '@web/lib/api-client';
import { reviewKeys } from './keys';

const PAGE_SIZE = 10;

/** GET /api/users/{username}/reviews: the reviews someone received, newest first (public). */
export const receivedReviewsQuery = (username: string) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.received(username),
    queryFn: ({ pageParam }) =>
      apiPage<Review>(
        pageParam ?? `/api/users/${encodeURIComponent(username)}/reviews?limit=${PAGE_SIZE}`,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });

export const useReceivedReviews = (username: string) =>
  useInfiniteQuery(receivedReviewsQuery(username));

/** GET /api/users/{username}/rating: their average and how many reviews it is made of. */
export const ratingQuery = (username: string) =>
  queryOptions({
    queryKey: reviewKeys.rating(username),
    queryFn: () =>
      api<ReceivedReviewsSummary>('GET', `/api/users/${encodeURIComponent(username)}/rating`),
  });

export const useRating = (username: string) => useQuery(ratingQuery(username));
