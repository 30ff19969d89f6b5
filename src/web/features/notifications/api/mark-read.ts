import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@shared/contract/notifications';
import { api } from '@web/lib/api-client';
import { notificationKeys, notificationMutationKeys } from './keys';

/** PATCH /api/notifications/{id}/read: one of the user's notifications becomes read (on click). */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: notificationMutationKeys.markRead,
    mutationFn: (notificationId: number) =>
      api<Notification>('PATCH', `/api/notifications/${notificationId}/read`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
