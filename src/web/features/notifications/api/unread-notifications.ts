import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS, QUERY_DEFAULTS } from '@shared/constants';
import type { Notification } from '@shared/contract/notifications';
import { apiPage } from '@web/lib/api-client';
import { notificationKeys } from './keys';

/**
 * GET /api/users/{id}/unread-notifications, one page of 100: the bell needs the count only up to
 * its 99+ cap. Read again every 5 minutes and whenever the socket says something changed.
 */
export const unreadNotificationsQuery = (userId: number) =>
  queryOptions({
    queryKey: notificationKeys.unread(userId),
    queryFn: () =>
      apiPage<Notification>(
        `/api/users/${userId}/unread-notifications?limit=${LIMITS.badgeCap + 1}`,
      ),
    refetchInterval: QUERY_DEFAULTS.unreadRefreshMs,
  });

/** How many unread notifications (capped at 100), 0 while loading or on failure. */
export function useUnreadNotificationCount(userId: number) {
  const query = useQuery(unreadNotificationsQuery(userId));
  return query.data?.items.length ?? 0;
}
