import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TotalSpending } from '@shared/contract/bids';
import { api } from '@web/lib/api-client';
import { bidKeys } from './keys';

/** GET /api/users/{id}/total-spending: what the creator has paid for their projects, in dollars. */
export const totalSpendingQuery = (userId: number) =>
  queryOptions({
    queryKey: bidKeys.totalSpending(userId),
    queryFn: () => api<TotalSpending>('GET', `/api/users/${userId}/total-spending`),
  });

export const useTotalSpending = (userId: number) => useQuery(totalSpendingQuery(userId));
