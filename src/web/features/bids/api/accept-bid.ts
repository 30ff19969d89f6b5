import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcceptBidResponse } from '@shared/contract/bids';
import { api } from '@web/lib/api-client';
import { bidKeys, bidMutationKeys } from './keys';

/** POST /api/bids/{id}/accept (empty body): owner only; the other pending bids become rejected. */
export const acceptBid = (bidId: number) =>
  api<AcceptBidResponse>('POST', `/api/bids/${bidId}/accept`);

/** Bid lists are refetched here; the project page and developer stats by app/query-links.ts. */
export function useAcceptBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: bidMutationKeys.accept,
    mutationFn: acceptBid,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bidKeys.all }),
  });
}
