import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BidTableRow, DeclineBidInput } from '@shared/contract/bids';
import { api } from '@web/lib/api-client';
import { bidKeys, bidMutationKeys } from './keys';

/** GET /api/projects/{id}/bid-table: the owner's bids with each developer's record. */
export const bidTableQuery = (projectId: number) =>
  queryOptions({
    queryKey: bidKeys.table(projectId),
    queryFn: () => api<BidTableRow[]>('GET', `/api/projects/${projectId}/bid-table`),
  });

export const useBidTable = (projectId: number) => useQuery(bidTableQuery(projectId));

/** PUT /api/bids/{id}/shortlist: shown at once, put back if the server refuses. */
export function useShortlistBid(projectId: number) {
  const queryClient = useQueryClient();
  const key = bidKeys.table(projectId);
  const mark = (bidId: number, shortlisted: boolean) =>
    queryClient.setQueryData<BidTableRow[]>(key, (rows) =>
      rows?.map((row) => (row.id === bidId ? { ...row, shortlisted } : row)),
    );
  return useMutation({
    mutationFn: ({ bidId, shortlisted }: { bidId: number; shortlisted: boolean }) =>
      api<{ id: number; shortlisted: boolean }>('PUT', `/api/bids/${bidId}/shortlist`, {
        shortlisted,
      }),
    onMutate: ({ bidId, shortlisted }) => mark(bidId, shortlisted),
    onError: (_error, { bidId, shortlisted }) => mark(bidId, !shortlisted),
  });
}

/** POST /api/bids/{id}/decline: the bid is rejected and its developer told the reason. */
export function useDeclineBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: bidMutationKeys.decline,
    mutationFn: ({ bidId, ...body }: DeclineBidInput & { bidId: number }) =>
      api<{ id: number }>('POST', `/api/bids/${bidId}/decline`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bidKeys.all }),
  });
}
