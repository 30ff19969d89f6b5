import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse, PasswordResetConfirmInput } from '@shared/contract/auth';
import { api } from '@web/lib/api-client';
import { replaceCurrentUser } from '@web/lib/session/current-user';

/** POST /api/password-reset/confirm: sets the password and ends every session, this one too. */
export function useConfirmPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PasswordResetConfirmInput) =>
      api<MessageResponse>('POST', '/api/password-reset/confirm', input),
    onSuccess: () => replaceCurrentUser(queryClient, null),
  });
}
