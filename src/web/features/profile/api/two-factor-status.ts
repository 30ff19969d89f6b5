import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TwoFactorStatus } from '@shared/contract/auth';
import { api } from '@web/lib/api-client';
import { profileKeys } from './keys';

/** GET /api/account/two-factor: on or off, since when, how many recovery codes are left. */
export const twoFactorStatusQuery = (userId: number) =>
  queryOptions({
    queryKey: profileKeys.twoFactor(userId),
    queryFn: () => api<TwoFactorStatus>('GET', '/api/account/two-factor'),
  });

export function useTwoFactorStatus(userId: number) {
  return useQuery(twoFactorStatusQuery(userId));
}
