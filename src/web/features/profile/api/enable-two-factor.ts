import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecoveryCodes, TwoFactorCodeInput } from '@shared/contract/auth';
import { api } from '@web/lib/api-client';
import { profileKeys } from './keys';

/** POST /api/account/two-factor/enable: on with a first code; the recovery codes, once. */
export function useEnableTwoFactor(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TwoFactorCodeInput) =>
      api<RecoveryCodes>('POST', '/api/account/two-factor/enable', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.twoFactor(userId) }),
  });
}
