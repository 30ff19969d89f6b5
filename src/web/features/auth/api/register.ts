import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, RegisterInput } from '@shared/contract/auth';
import { api } from '@web/lib/api-client';
import { replaceCurrentUser } from '@web/lib/session/current-user';

/** POST /api/register: creates the account and signs it in. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => api<CurrentUser>('POST', '/api/register', input),
    onSuccess: (user) => replaceCurrentUser(queryClient, user),
  });
}
