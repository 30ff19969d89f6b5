import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CurrentUser } from '@shared/contract/auth';
import type { OnboardingStatus } from '@shared/contract/payments';
import { api } from '@web/lib/api-client';
import { sessionKeys } from '@web/lib/session/current-user';
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

/**
 * The payout account's state for the signed-in developer. When the provider says it is complete
 * and the session's user does not know yet, the user is read again (the dashboard's banner, the
 * profile).
 */
export function useOnboardingStatus(user: CurrentUser, enabled = true) {
  const queryClient = useQueryClient();
  const status = useQuery({ ...onboardingStatusQuery(user.id), enabled });
  const learnedComplete = status.data?.isComplete === true && !user.onboardingComplete;
  useEffect(() => {
    if (learnedComplete) void queryClient.invalidateQueries({ queryKey: sessionKeys.currentUser });
  }, [learnedComplete, queryClient]);
  return status;
}
