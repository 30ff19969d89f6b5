import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateNotificationInput, Notification } from '@shared/contract/notifications';
import { api } from '@web/lib/api-client';
import { notificationKeys, notificationMutationKeys } from './keys';

/** POST /api/notifications: the test panel sends a notification to the signed-in user. */
export function useCreateNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: notificationMutationKeys.create,
    mutationFn: (input: CreateNotificationInput) =>
      api<Notification>('POST', '/api/notifications', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
