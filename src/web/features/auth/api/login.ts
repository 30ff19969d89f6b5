import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, LoginInput } from '@shared/contract/auth';
import { api } from '@web/lib/api-client';
import { replaceCurrentUser } from '@web/lib/session/current-user';

/** POST /api/login; the returned user becomes the current user. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => api<CurrentUser>('POST', '/api/login', input),
    onSuccess: (user) => replaceCurrentUser(queryClient, user),
  });
}
