import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { loadingMore } from '@web/lib/query-client';
import { conversationKeys, conversationMutationKeys } from './keys';

/**
 * POST /api/threads/{id}/read: everything the other participant sent in the thread is read (the
 * conversation is on screen). The server also marks their message notifications read.
 */
export function useMarkThreadRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: conversationMutationKeys.markThreadRead,
    mutationFn: (threadId: number) =>
      api<{ updated: number }>('POST', `/api/threads/${threadId}/read`),
    // Not the thread's 'Load older' on its way: the socket's push of the same change can come
    // before this answer, and the person may already have asked for the older messages.
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: conversationKeys.all,
        predicate: (query) => !loadingMore(query),
      }),
  });
}
