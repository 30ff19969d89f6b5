import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectListEntry } from '@shared/contract/projects';
import { apiPage } from '@web/lib/api-client';
import type { CurrentUser } from '@shared/contract/auth';
import { projectKeys } from './keys';
import { defaultProjectSort } from './list-projects';

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

/** Open Jobs' first order: best match for a developer with skills, else newest first. */
const openJobsSortOf = (user: CurrentUser | null | undefined) =>
  defaultProjectSort(user) === 'match' ? ('match' as const) : undefined;

/**
 * Open Jobs' search and order from the dashboard's address (`q`; `sort=newest` for newest first
 * where best match is the default), so Back from a project returns to them. The same for the
 * router's prefetch and the tab.
 */
export function openJobsFiltersOf(params: URLSearchParams, user: CurrentUser | null | undefined) {
  const q = params.get('q')?.trim() ?? '';
  const newest = params.get('sort') === 'newest';
  return { q, sort: newest || q ? undefined : openJobsSortOf(user) };
}
