import { useMutation } from '@tanstack/react-query';
import type { TwoFactorSetup, TwoFactorSetupInput } from '@shared/contract/auth';
import { api } from '@web/lib/api-client';

/** POST /api/account/two-factor/setup: a new secret and its QR code; not on until confirmed. */
export function useStartTwoFactorSetup() {
  return useMutation({
    mutationFn: (input: TwoFactorSetupInput) =>
      api<TwoFactorSetup>('POST', '/api/account/two-factor/setup', input),
  });
}
