import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { notificationKeys, notificationMutationKeys } from './keys';

/** POST /api/users/{id}/mark-all-notifications-read ('Mark all as read'). */
export function useMarkAllNotificationsRead(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: notificationMutationKeys.markAllRead,
    mutationFn: () =>
      api<{ updated: number }>('POST', `/api/users/${userId}/mark-all-notifications-read`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
