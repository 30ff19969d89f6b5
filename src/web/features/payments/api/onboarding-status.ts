import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OnboardingStatus } from '@shared/contract/payments';
import { api } from '@web/lib/api-client';
import { paymentKeys } from './keys';

/**
 * POST /api/stripe/check-onboarding-status: the provider's word on the developer's payout account
 * (spec 7: called on load for a developer with a connected account). A read, so a query: the
 * server also records what it learns (onboardingComplete, waiting releases sent).
 */
export const onboardingStatusQuery = (userId: number) =>
  queryOptions({
    queryKey: paymentKeys.onboarding(userId),
    queryFn: () => api<OnboardingStatus>('POST', '/api/stripe/check-onboarding-status', {}),
    // Asked once per visit of a screen that shows it; the socket reports changes meanwhile.
    staleTime: 0,
    retry: false,
  });

export const useOnboardingStatus = (userId: number, enabled = true) =>
  useQuery({ ...onboardingStatusQuery(userId), enabled });
