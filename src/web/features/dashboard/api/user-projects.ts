import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectView } from '@shared/contract/projects';
import { apiPage } from '@web/lib/api-client';

export interface UserProjectsParams {
  userId: number;
  limit: number;
  cursor?: string | null;
  /** Only projects that received bids (Jobs With Bids). */
  hasBids?: boolean;
}

const path = ({ userId, limit, cursor, hasBids }: UserProjectsParams) => {
  const params = new URLSearchParams({ as: 'submitter', limit: String(limit) });
  if (hasBids) params.set('hasBids', 'true');
  if (cursor) params.set('cursor', cursor);
  return `/api/users/${userId}/projects?${params}`;
};

/** GET /api/users/{id}/projects?as=submitter: the creator's own projects, newest first. */
export const submittedProjectsQuery = (params: UserProjectsParams) =>
  queryOptions({
    queryKey: [
      'projects',
      'user',
      params.userId,
      'submitter',
      { limit: params.limit, cursor: params.cursor ?? null, hasBids: Boolean(params.hasBids) },
    ],
    queryFn: () => apiPage<ProjectView>(path(params)),
    placeholderData: keepPreviousData,
  });

export const useSubmittedProjects = (params: UserProjectsParams) =>
  useQuery(submittedProjectsQuery(params));
