import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { MyBid } from '@shared/contract/bids';
import { apiPage } from '@web/lib/api-client';
import { bidKeys } from './keys';

const PAGE_SIZE = 12;

/** GET /api/users/{id}/bids as a "Load more" list (My Projects' My Bids tab). */
export const myBidsInfiniteQuery = (userId: number) =>
  infiniteQueryOptions({
    queryKey: bidKeys.mine(userId),
    queryFn: ({ pageParam }) =>
      apiPage<MyBid>(pageParam ?? `/api/users/${userId}/bids?limit=${PAGE_SIZE}`),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });

export const useMyBidsInfinite = (userId: number) => useInfiniteQuery(myBidsInfiniteQuery(userId));
