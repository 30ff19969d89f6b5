import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PaymentView } from '@shared/contract/payments';
import { apiPage } from '@web/lib/api-client';
import { paymentKeys } from './keys';

/** GET /api/users/{id}/payments: the owner's payments, newest first, page after page. */
export const paymentHistoryQuery = (userId: number, pageSize = 20) =>
  infiniteQueryOptions({
    queryKey: [...paymentKeys.history(userId), pageSize],
    queryFn: ({ pageParam }) =>
      apiPage<PaymentView>(pageParam ?? `/api/users/${userId}/payments?limit=${pageSize}`),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });

export const usePaymentHistory = (userId: number, pageSize?: number) =>
  useInfiniteQuery(paymentHistoryQuery(userId, pageSize));
