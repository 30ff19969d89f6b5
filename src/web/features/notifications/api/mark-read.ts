import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Notification } from '@shared/contract/notifications';
import { api, type Page } from '@web/lib/api-client';
import { notificationKeys, notificationMutationKeys } from './keys';

/**
 * PATCH /api/notifications/{id}/read: one of the user's notifications becomes read (on click).
 * The click navigates at once, so the list and the bell show it read from the click on; coming
 * back, the list does not show 'New' until a refetch answers. A failure refetches the truth.
 */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: notificationMutationKeys.markRead,
    mutationFn: (notificationId: number) =>
      api<Notification>('PATCH', `/api/notifications/${notificationId}/read`),
    onMutate: async (notificationId) => {
      // A read already under way would put the old state back.
      await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      queryClient.setQueriesData<InfiniteData<Page<Notification>>>(
        { queryKey: notificationKeys.lists },
        (list) => list && markedRead(list, notificationId),
      );
      queryClient.setQueriesData<Page<Notification>>(
        { queryKey: notificationKeys.unreads },
        (unread) =>
          unread && { ...unread, items: unread.items.filter((item) => item.id !== notificationId) },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

function markedRead(
  list: InfiniteData<Page<Notification>>,
  notificationId: number,
): InfiniteData<Page<Notification>> {
  return {
    ...list,
    pages: list.pages.map((page) => ({
      ...page,
      items: page.items.map((item) =>
        item.id === notificationId ? { ...item, isRead: true } : item,
      ),
    })),
  };
}
