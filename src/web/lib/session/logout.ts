import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { replaceCurrentUser } from './current-user';

/** POST /api/logout: ends the session and forgets everything cached for this user. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>('POST', '/api/logout'),
    onSuccess: () => replaceCurrentUser(queryClient, null),
  });
}
