import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeveloperProfile } from '@shared/contract/developers';
import { api } from '@web/lib/api-client';
import { developerKeys } from './keys';

/** GET /api/developers/{username}: a developer's public profile (404 for unknown names). */
export const developerQuery = (username: string) =>
  queryOptions({
    queryKey: developerKeys.profile(username),
    queryFn: () => api<DeveloperProfile>('GET', `/api/developers/${encodeURIComponent(username)}`),
  });

export const useDeveloper = (username: string, options: { enabled?: boolean } = {}) =>
  useQuery({ ...developerQuery(username), ...options });
