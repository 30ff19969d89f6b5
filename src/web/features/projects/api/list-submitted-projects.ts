import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectView } from '@shared/contract/projects';
import { apiPage } from '@web/lib/api-client';
import { projectKeys } from './keys';

export interface SubmittedProjectsParams {
  userId: number;
  limit: number;
  cursor?: string | null;
  /** Only projects that received bids (Jobs With Bids). */
  hasBids?: boolean;
}

const path = ({ userId, limit, cursor, hasBids }: SubmittedProjectsParams) => {
  const params = new URLSearchParams({ as: 'submitter', limit: String(limit) });
  if (hasBids) params.set('hasBids', 'true');
  if (cursor) params.set('cursor', cursor);
  return `/api/users/${userId}/projects?${params}`;
};

/** GET /api/users/{id}/projects?as=submitter: one page of the creator's own projects, newest first. */
export const submittedProjectsQuery = (params: SubmittedProjectsParams) =>
  queryOptions({
    queryKey: projectKeys.submittedPage(params.userId, {
      limit: params.limit,
      cursor: params.cursor ?? null,
      hasBids: Boolean(params.hasBids),
    }),
    queryFn: () => apiPage<ProjectView>(path(params)),
    placeholderData: keepPreviousData,
  });

export const useSubmittedProjects = (params: SubmittedProjectsParams) =>
  useQuery(submittedProjectsQuery(params));
