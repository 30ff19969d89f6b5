import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, TwoFactorCodeInput } from '@shared/contract/auth';
import { api } from '@web/lib/api-client';
import { replaceCurrentUser } from '@web/lib/session/current-user';

/** POST /api/login/two-factor: the code step; the returned user becomes the current user. */
export function useLoginTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TwoFactorCodeInput) =>
      api<CurrentUser>('POST', '/api/login/two-factor', input),
    onSuccess: (user) => replaceCurrentUser(queryClient, user),
  });
}
