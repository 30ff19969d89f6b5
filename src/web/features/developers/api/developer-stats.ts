import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeveloperStats } from '@shared/contract/developers';
import { api } from '@web/lib/api-client';
import { developerKeys } from './keys';

/** GET /api/developers/{username}/stats: completed projects, acceptance rate, rating, portfolio. */
export const developerStatsQuery = (username: string) =>
  queryOptions({
    queryKey: developerKeys.stats(username),
    queryFn: () =>
      api<DeveloperStats>('GET', `/api/developers/${encodeURIComponent(username)}/stats`),
  });

export const useDeveloperStats = (username: string) => useQuery(developerStatsQuery(username));
