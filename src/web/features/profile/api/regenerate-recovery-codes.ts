import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecoveryCodes, TwoFactorCodeInput } from '@shared/contract/auth';
import { api } from '@web/lib/api-client';
import { profileKeys } from './keys';

/** POST /api/account/two-factor/recovery-codes: ten new codes for a code; the old ones end. */
export function useRegenerateRecoveryCodes(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TwoFactorCodeInput) =>
      api<RecoveryCodes>('POST', '/api/account/two-factor/recovery-codes', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.twoFactor(userId) }),
  });
}
