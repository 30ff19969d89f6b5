import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectListEntry } from '@shared/contract/projects';
import { apiPage } from '@web/lib/api-client';
import { projectKeys } from './keys';

export interface OpenJobsParams {
  q: string;
  limit: number;
  cursor?: string | null;
  /** By best match (`sort=match`); ignored while searching (relevance). */
  sort?: 'match';
}

/**
 * GET /api/projects?excludeApplied=true: projects open for bids, without the developer's own and
 * those they already bid on (spec section 5), optionally searched (`q`) or by best match.
 */
export const openJobsQuery = ({ q, limit, cursor, sort }: OpenJobsParams) =>
  queryOptions({
    queryKey: projectKeys.openJobs({
      q,
      limit,
      cursor: cursor ?? null,
      sort: q ? null : (sort ?? null),
    }),
    queryFn: () => {
      const params = new URLSearchParams({ excludeApplied: 'true', limit: String(limit) });
      if (q) params.set('q', q);
      else if (sort) params.set('sort', sort);
      if (cursor) params.set('cursor', cursor);
      return apiPage<ProjectListEntry>(`/api/projects?${params}`);
    },
    placeholderData: keepPreviousData,
  });

export const useOpenJobs = (params: OpenJobsParams) => useQuery(openJobsQuery(params));
