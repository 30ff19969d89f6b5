import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectView } from '@shared/contract/projects';
import { apiPage } from '@web/lib/api-client';
import { projectKeys } from './keys';

/** GET /api/projects?limit=N: the newest projects open for bids (home page, Recent Projects). */
export const newestProjectsQuery = (limit: number) =>
  queryOptions({
    queryKey: projectKeys.newest(limit),
    queryFn: async () => (await apiPage<ProjectView>(`/api/projects?limit=${limit}`)).items,
  });

export const useNewestProjects = (limit: number) => useQuery(newestProjectsQuery(limit));
