import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BidWithProject } from '@shared/contract/bids';
import { api } from '@web/lib/api-client';
import { bidKeys } from './keys';

/** GET /api/bids/{id}: the bid with its project and payment (its owner and developer only). */
export const bidQuery = (bidId: number) =>
  queryOptions({
    queryKey: bidKeys.detail(bidId),
    queryFn: () => api<BidWithProject>('GET', `/api/bids/${bidId}`),
    // A refusal (403, 404) is an answer, not a hiccup: the page says so at once.
    retry: false,
  });

export const useBid = (bidId: number) => useQuery({ ...bidQuery(bidId), enabled: bidId > 0 });
