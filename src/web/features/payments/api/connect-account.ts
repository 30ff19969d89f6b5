import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { paymentMutationKeys } from './keys';

/**
 * POST /api/stripe/create-connect-account: the developer's payout account (made once) and a fresh
 * onboarding link at the provider. The server acts for the session's user only.
 */
export const useConnectAccount = () =>
  useMutation({
    mutationKey: paymentMutationKeys.connectAccount,
    mutationFn: () => api<{ url: string }>('POST', '/api/stripe/create-connect-account', {}),
  });
