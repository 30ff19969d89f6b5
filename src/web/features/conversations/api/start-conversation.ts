import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChannelDetail } from '@shared/contract/conversations';
import { api } from '@web/lib/api-client';
import { conversationKeys, conversationMutationKeys } from './keys';

/** POST /api/bids/{id}/conversations: the bid's channel, created once with a 'General' thread. */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: conversationMutationKeys.start,
    mutationFn: (bidId: number) => api<ChannelDetail>('POST', `/api/bids/${bidId}/conversations`),
    onSuccess: (channel) => {
      queryClient.setQueryData(conversationKeys.channel(channel.id), channel);
      return queryClient.invalidateQueries({ queryKey: conversationKeys.all });
    },
  });
}
