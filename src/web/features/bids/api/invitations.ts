import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Invitation, InviteToBidInput } from '@shared/contract/bids';
import { api, apiPage } from '@web/lib/api-client';
import { bidKeys, bidMutationKeys } from './keys';

/** GET /api/users/{id}/invitations: the developer's newest invitations to bid. */
export const invitationsQuery = (userId: number, limit: number) =>
  queryOptions({
    queryKey: [...bidKeys.invitations(userId), limit],
    queryFn: () => apiPage<Invitation>(`/api/users/${userId}/invitations?limit=${limit}`),
  });

export const useInvitations = (userId: number, limit: number) =>
  useQuery(invitationsQuery(userId, limit));

/** POST /api/projects/{id}/invitations. */
export function useInviteToBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: bidMutationKeys.invite,
    mutationFn: ({ projectId, ...body }: InviteToBidInput & { projectId: number }) =>
      api<Invitation>('POST', `/api/projects/${projectId}/invitations`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bidKeys.all }),
  });
}
