import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ProjectStatus } from '@shared/constants';
import type { ProjectView } from '@shared/contract/projects';
import { apiPage } from '@web/lib/api-client';
import { projectKeys } from './keys';

export interface UserProjectsFilter {
  /** Only the projects the user submitted, or only those they finish; both when absent. */
  as?: 'submitter' | 'finisher';
  status?: ProjectStatus;
}

/** GET /api/users/{id}/projects: the signed-in user's own projects (any status), newest first. */
export const userProjectsQuery = (userId: number, filter: UserProjectsFilter) => {
  const params = new URLSearchParams();
  if (filter.as) params.set('as', filter.as);
  if (filter.status) params.set('status', filter.status);
  const query = params.toString();
  return infiniteQueryOptions({
    queryKey: projectKeys.user(userId, filter),
    queryFn: ({ pageParam }) => apiPage<ProjectView>(pageParam),
    initialPageParam: `/api/users/${userId}/projects${query ? `?${query}` : ''}`,
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
  });
};

export const useUserProjects = (userId: number, filter: UserProjectsFilter) =>
  useInfiniteQuery(userProjectsQuery(userId, filter));
