import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, LoginResponse } from '@shared/contract/auth';
import { api } from '@web/lib/api-client';
import { replaceCurrentUser } from '@web/lib/session/current-user';

/**
 * POST /api/login; the returned user becomes the current user. With two-factor sign-in the
 * answer is `{ twoFactorRequired: true }` instead, and nobody is signed in until the code step.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => api<LoginResponse>('POST', '/api/login', input),
    onSuccess: (answer) => {
      if (!('twoFactorRequired' in answer)) replaceCurrentUser(queryClient, answer);
    },
  });
}
