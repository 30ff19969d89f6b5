import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BidStatus } from '@shared/constants';
import type { MyBid } from '@shared/contract/bids';
import { apiPage } from '@web/lib/api-client';
import { bidKeys } from './keys';

export interface MyBidsParams {
  userId: number;
  limit: number;
  cursor?: string | null;
  status?: BidStatus;
}

/** GET /api/users/{id}/bids: the signed-in developer's own bids, newest first, with each project. */
export const myBidsQuery = ({ userId, limit, cursor, status }: MyBidsParams) =>
  queryOptions({
    queryKey: bidKeys.minePage(userId, { limit, cursor: cursor ?? null, status: status ?? null }),
    queryFn: () => {
      const params = new URLSearchParams({ limit: String(limit) });
      if (cursor) params.set('cursor', cursor);
      if (status) params.set('status', status);
      return apiPage<MyBid>(`/api/users/${userId}/bids?${params}`);
    },
    placeholderData: keepPreviousData,
  });

export const useMyBids = (params: MyBidsParams) => useQuery(myBidsQuery(params));
