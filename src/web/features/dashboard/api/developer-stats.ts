import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeveloperStats } from '@shared/contract/developers';
import { api } from '@web/lib/api-client';

/** GET /api/developers/{username}/stats: completed projects, acceptance rate, average rating. */
export const developerStatsQuery = (username: string) =>
  queryOptions({
    queryKey: ['developers', username, 'stats'],
    queryFn: () =>
      api<DeveloperStats>('GET', `/api/developers/${encodeURIComponent(username)}/stats`),
  });

export const useDeveloperStats = (username: string) => useQuery(developerStatsQuery(username));
