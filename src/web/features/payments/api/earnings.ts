import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Earnings } from '@shared/contract/payments';
import { api } from '@web/lib/api-client';
import { paymentKeys } from './keys';

/** GET /api/users/{id}/earnings: the developer's money by where it is, and their releases. */
export const earningsQuery = (userId: number) =>
  queryOptions({
    queryKey: paymentKeys.earnings(userId),
    queryFn: () => api<Earnings>('GET', `/api/users/${userId}/earnings`),
  });

export const useEarnings = (userId: number) => useQuery(earningsQuery(userId));
