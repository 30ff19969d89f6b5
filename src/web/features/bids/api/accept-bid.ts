import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcceptBidResponse } from '@shared/contract/bids';
import { api } from '@web/lib/api-client';
import { invalidateAfterBidChange } from './create-bid';

/** POST /api/bids/{id}/accept (empty body): owner only; the other pending bids become rejected. */
export const acceptBid = (bidId: number) =>
  api<AcceptBidResponse>('POST', `/api/bids/${bidId}/accept`);

export function useAcceptBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptBid,
    onSuccess: () => invalidateAfterBidChange(queryClient),
  });
}
