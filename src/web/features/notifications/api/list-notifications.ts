import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Notification } from '@shared/contract/notifications';
import { apiPage } from '@web/lib/api-client';
import { notificationKeys } from './keys';

const PAGE_SIZE = 20;

/** GET /api/users/{id}/notifications: newest first, page after page ('Load more'). */
export const notificationsQuery = (userId: number) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(userId),
    queryFn: ({ pageParam }) =>
      apiPage<Notification>(pageParam ?? `/api/users/${userId}/notifications?limit=${PAGE_SIZE}`),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });

export const useNotifications = (userId: number) => useInfiniteQuery(notificationsQuery(userId));
