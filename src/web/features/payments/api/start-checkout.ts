import { useMutation } from '@tanstack/react-query';
import type { PayResponse } from '@shared/contract/payments';
import { api } from '@web/lib/api-client';
import { paymentMutationKeys } from './keys';

/**
 * POST /api/bids/{id}/pay: the owner's hosted checkout for an accepted bid. Asking again while it
 * is open returns the same checkout, so a double click never opens two.
 */
export const startCheckout = (bidId: number) => api<PayResponse>('POST', `/api/bids/${bidId}/pay`);

export const useStartCheckout = () =>
  useMutation({ mutationKey: paymentMutationKeys.startCheckout, mutationFn: startCheckout });
