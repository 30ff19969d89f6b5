import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailPreference } from '@shared/contract/email-preferences';
import { api } from '@web/lib/api-client';
import { notificationKeys, notificationMutationKeys } from './keys';

/** GET /api/email-preferences: one switch per activity mail category. */
export const emailPreferencesQuery = (userId: number) =>
  queryOptions({
    queryKey: notificationKeys.emailPreferences(userId),
    queryFn: () => api<EmailPreference[]>('GET', '/api/email-preferences'),
  });

export function useEmailPreferences(userId: number) {
  return useQuery(emailPreferencesQuery(userId));
}

/**
 * PUT /api/email-preferences: one switch turned. The switch moves at once; a failure puts the
 * server's state back.
 */
export function useSetEmailPreference(userId: number) {
  const queryClient = useQueryClient();
  const key = notificationKeys.emailPreferences(userId);
  return useMutation({
    mutationKey: notificationMutationKeys.setEmailPreference,
    mutationFn: (preference: EmailPreference) =>
      api<EmailPreference[]>('PUT', '/api/email-preferences', preference),
    onMutate: async (preference) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<EmailPreference[]>(key, (list) =>
        list?.map((item) => (item.category === preference.category ? preference : item)),
      );
    },
    onSuccess: (list) => queryClient.setQueryData(key, list),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
