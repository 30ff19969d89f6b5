import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageLocation } from '@shared/contract/conversations';
import { api } from '@web/lib/api-client';
import { conversationKeys } from './keys';

/** GET /api/messages/{id}: the thread and channel of a message (a notification's link). */
export const messageLocationQuery = (messageId: number) =>
  queryOptions({
    queryKey: conversationKeys.messageLocation(messageId),
    queryFn: () => api<MessageLocation>('GET', `/api/messages/${messageId}`),
    staleTime: Infinity,
  });

export const useMessageLocation = (messageId: number | null) =>
  useQuery({ ...messageLocationQuery(messageId ?? 0), enabled: messageId !== null });
