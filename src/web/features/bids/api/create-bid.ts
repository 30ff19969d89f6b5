import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BidView, CreateBidInput } from '@shared/contract/bids';
import { api } from '@web/lib/api-client';
import { bidKeys, bidMutationKeys } from './keys';

/** POST /api/projects/{id}/bids: the bidder is the session's user (the server never trusts an id). */
export const createBid = (projectId: number, input: CreateBidInput) =>
  api<BidView>('POST', `/api/projects/${projectId}/bids`, input);

/**
 * The developer's bid lists are refetched; the project's bids and bid count and the developer's
 * stats belong to other features and are refreshed by app/query-links.ts.
 */
export function useCreateBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: bidMutationKeys.create,
    mutationFn: ({ projectId, input }: { projectId: number; input: CreateBidInput }) =>
      createBid(projectId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bidKeys.all }),
  });
}
