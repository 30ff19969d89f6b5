import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUERY_DEFAULTS } from '@shared/constants';
import type { UnreadCount } from '@shared/contract/conversations';
import { api } from '@web/lib/api-client';
import { conversationKeys } from './keys';

/** GET /api/users/{id}/unread-count: messages waiting for the user, every 5 minutes and live. */
export const unreadCountQuery = (userId: number) =>
  queryOptions({
    queryKey: conversationKeys.unreadCount(userId),
    queryFn: () => api<UnreadCount>('GET', `/api/users/${userId}/unread-count`),
    refetchInterval: QUERY_DEFAULTS.unreadRefreshMs,
  });

/** The count, 0 while loading or when it could not be read (spec section 7: failure gives 0). */
export function useUnreadCount(userId: number) {
  const query = useQuery(unreadCountQuery(userId));
  return query.data?.count ?? 0;
}
