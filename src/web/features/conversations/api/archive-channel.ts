import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChannelSummary } from '@shared/contract/conversations';
import { api } from '@web/lib/api-client';
import { conversationKeys, conversationMutationKeys } from './keys';

/** PATCH /api/channels/{id}/archive: into or out of the signed-in participant's Archived tab. */
export function useArchiveChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: conversationMutationKeys.archive,
    mutationFn: ({ channelId, archived }: { channelId: number; archived: boolean }) =>
      api<ChannelSummary>('PATCH', `/api/channels/${channelId}/archive`, { archived }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
  });
}
