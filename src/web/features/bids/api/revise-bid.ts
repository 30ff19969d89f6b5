import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BidView, UpdateBidInput } from '@shared/contract/bids';
import { api } from '@web/lib/api-client';
import { bidKeys, bidMutationKeys } from './keys';

/** PATCH /api/bids/{id}: the developer's new terms for a pending bid (the owner is told). */
export const updateBid = (bidId: number, input: UpdateBidInput) =>
  api<BidView>('PATCH', `/api/bids/${bidId}`, input);

/** DELETE /api/bids/{id}: the developer withdraws a pending bid (the owner is told). */
export const withdrawBid = (bidId: number) =>
  api<{ id: number; projectId: number }>('DELETE', `/api/bids/${bidId}`);

/** The developer's bid lists refetch; the project's bids are refreshed by app/query-links.ts. */
export function useUpdateBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: bidMutationKeys.revise,
    mutationFn: ({ bidId, input }: { bidId: number; input: UpdateBidInput }) =>
      updateBid(bidId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bidKeys.all }),
  });
}

export function useWithdrawBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: bidMutationKeys.revise,
    mutationFn: withdrawBid,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bidKeys.all }),
  });
}
