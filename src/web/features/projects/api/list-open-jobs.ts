import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectView } from '@shared/contract/projects';
import { apiPage } from '@web/lib/api-client';
import { projectKeys } from './keys';

export interface OpenJobsParams {
  q: string;
  limit: number;
  cursor?: string | null;
}

/**
 * GET /api/projects?excludeApplied=true: projects open for bids, without the developer's own and
 * those they already bid on (spec section 5), optionally searched (`q`).
 */
export const openJobsQuery = ({ q, limit, cursor }: OpenJobsParams) =>
  queryOptions({
    queryKey: projectKeys.openJobs({ q, limit, cursor: cursor ?? null }),
    queryFn: () => {
      const params = new URLSearchParams({ excludeApplied: 'true', limit: String(limit) });
      if (q) params.set('q', q);
      if (cursor) params.set('cursor', cursor);
      return apiPage<ProjectView>(`/api/projects?${params}`);
    },
    placeholderData: keepPreviousData,
  });

export const useOpenJobs = (params: OpenJobsParams) => useQuery(openJobsQuery(params));
