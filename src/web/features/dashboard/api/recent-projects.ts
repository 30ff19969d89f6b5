import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectView } from '@shared/contract/projects';
import { apiPage } from '@web/lib/api-client';

export const RECENT_PROJECTS = 3;

/** GET /api/projects?limit=3: the newest projects open for bids, for the Recent Projects card. */
export const recentProjectsQuery = queryOptions({
  queryKey: ['projects', 'recent', RECENT_PROJECTS],
  queryFn: async () => (await apiPage<ProjectView>(`/api/projects?limit=${RECENT_PROJECTS}`)).items,
});

export const useRecentProjects = () => useQuery(recentProjectsQuery);
