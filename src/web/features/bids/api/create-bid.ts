import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BidView, CreateBidInput } from '@shared/contract/bids';
import { api } from '@web/lib/api-client';

/** POST /api/projects/{id}/bids: the bidder is the session's user (the server never trusts an id). */
export const createBid = (projectId: number, input: CreateBidInput) =>
  api<BidView>('POST', `/api/projects/${projectId}/bids`, input);

/** A new or accepted bid changes the project's bids, its bid count and the developer's lists. */
export function invalidateAfterBidChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['bids'] }),
    queryClient.invalidateQueries({ queryKey: ['projects'] }),
    queryClient.invalidateQueries({ queryKey: ['developers'] }),
  ]);
}

export function useCreateBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, input }: { projectId: number; input: CreateBidInput }) =>
      createBid(projectId, input),
    onSuccess: () => invalidateAfterBidChange(queryClient),
  });
}
