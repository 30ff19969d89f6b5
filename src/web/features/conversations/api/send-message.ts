import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@shared/contract/conversations';
import { api } from '@web/lib/api-client';
import { conversationKeys, conversationMutationKeys } from './keys';

/** POST /api/threads/{id}/messages: the sender is the signed-in user (the server decides). */
export function useSendMessage(threadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: conversationMutationKeys.send,
    mutationFn: (content: string) =>
      api<Message>('POST', `/api/threads/${threadId}/messages`, { content }),
    // The thread, the channel cards' latest message and their order change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
  });
}
