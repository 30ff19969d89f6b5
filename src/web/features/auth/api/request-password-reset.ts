import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, PasswordResetRequestInput } from '@shared/contract/auth';
import { api } from '@web/lib/api-client';

/** POST /api/password-reset: the same answer whether or not the email has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: PasswordResetRequestInput) =>
      api<MessageResponse>('POST', '/api/password-reset', input),
  });
}
