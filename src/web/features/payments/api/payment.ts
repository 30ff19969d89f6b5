import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentView } from '@shared/contract/payments';
import { api } from '@web/lib/api-client';
import { paymentKeys, paymentMutationKeys } from './keys';

/** While a payment waits for the provider's word, the return page asks again this often. */
const PENDING_POLL_MS = 1_500;

/** GET /api/payments/{id}: a payment and where its money is (the project's owner and developer). */
export const paymentQuery = (paymentId: number) =>
  queryOptions({
    queryKey: paymentKeys.detail(paymentId),
    queryFn: () => api<PaymentView>('GET', `/api/payments/${paymentId}`),
  });

/**
 * The payment, asked again while it is pending: the webhook confirms it within seconds, and the
 * socket's `payment.succeeded` usually refreshes it first.
 */
export const usePayment = (paymentId: number) =>
  useQuery({
    ...paymentQuery(paymentId),
    enabled: paymentId > 0,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
  });

/**
 * POST /api/payments/{id}/sync: the server asks the provider how the checkout stands, for a
 * return page whose webhook is late. Never the browser's word: the provider's.
 */
export function useSyncPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: paymentMutationKeys.sync,
    mutationFn: (paymentId: number) => api<PaymentView>('POST', `/api/payments/${paymentId}/sync`),
    onSuccess: (payment) => {
      queryClient.setQueryData(paymentKeys.detail(payment.id), payment);
      return queryClient.invalidateQueries({ queryKey: paymentKeys.all });
    },
  });
}
