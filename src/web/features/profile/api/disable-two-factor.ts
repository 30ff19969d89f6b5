import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TwoFactorDisableInput } from '@shared/contract/auth';
import { api } from '@web/lib/api-client';
import { profileKeys } from './keys';

/** POST /api/account/two-factor/disable: the password and a code (or a recovery code). */
export function useDisableTwoFactor(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TwoFactorDisableInput) =>
      api<void>('POST', '/api/account/two-factor/disable', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.twoFactor(userId) }),
  });
}
