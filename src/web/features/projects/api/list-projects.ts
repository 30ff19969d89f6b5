import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@shared/contract/auth';
import type { ProjectListEntry, ProjectSort } from '@shared/contract/projects';
import { apiPage } from '@web/lib/api-client';
import { projectKeys } from './keys';

/** A multiple of the 3-column grid, so every full page fills its rows. */
export const BROWSE_PAGE_SIZE = 24;

export interface ProjectFilters {
  /** Full-text search (`q`); empty means none. */
  q: string;
  /** One technology (`tech`); empty means all. */
  tech: string;
  /** A budget range in whole dollars; empty means no bound. */
  budgetMin?: string;
  budgetMax?: string;
  /** `match`: by the developer's skills (`sort=match`); absent: newest first. */
  sort?: 'match';
}

/**
 * How a viewer's project lists are ordered unless they choose: a developer with skills by best
 * match, everyone else newest first (decisions.md, "Saved searches and choosing a bid").
 */
export const defaultProjectSort = (user: CurrentUser | null | undefined): ProjectSort =>
  user?.role === 'developer' && user.skills.length > 0 ? 'match' : 'newest';

/** Whether this viewer may order by best match at all (a developer who listed skills). */
export const canSortByMatch = (user: CurrentUser | null | undefined) =>
  defaultProjectSort(user) === 'match';

const wholeDollars = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? value : '');

/**
 * Browse Projects' filters from its address (`q`, `tech`, `budgetMin`, `budgetMax`, `sort`); a
 * budget that is not whole dollars is ignored. Without `sort` the viewer's default applies; a
 * search is ordered by relevance. The same object for the router's prefetch and the page; the
 * dashboard's Open Jobs reads its `q` and `sort` with it too.
 */
export function browseFiltersOf(
  params: URLSearchParams,
  user?: CurrentUser | null,
): ProjectFilters {
  const filters: ProjectFilters = {
    q: params.get('q')?.trim() ?? '',
    tech: params.get('tech')?.trim() ?? '',
  };
  const asked = params.get('sort');
  const sort = asked === 'newest' || asked === 'match' ? asked : defaultProjectSort(user);
  if (sort === 'match' && canSortByMatch(user) && !filters.q) filters.sort = 'match';
  const budgetMin = wholeDollars(params.get('budgetMin'));
  const budgetMax = wholeDollars(params.get('budgetMax'));
  if (budgetMin) filters.budgetMin = budgetMin;
  if (budgetMax) filters.budgetMax = budgetMax;
  return filters;
}

export function projectsListPath({ q, tech, budgetMin, budgetMax, sort }: ProjectFilters): string {
  const params = new URLSearchParams({ limit: String(BROWSE_PAGE_SIZE) });
  if (sort) params.set('sort', sort);
  if (q) params.set('q', q);
  if (tech) params.set('tech', tech);
  if (budgetMin) params.set('budgetMin', budgetMin);
  if (budgetMax) params.set('budgetMax', budgetMax);
  return `/api/projects?${params.toString()}`;
}

/** GET /api/projects: projects open for bids, page after page through the `Link: rel="next"` path. */
export const projectsListQuery = (filters: ProjectFilters) =>
  infiniteQueryOptions({
    queryKey: projectKeys.list(filters),
    queryFn: ({ pageParam }) => apiPage<ProjectListEntry>(pageParam),
    initialPageParam: projectsListPath(filters),
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
  });

export const useProjectsList = (filters: ProjectFilters) =>
  useInfiniteQuery(projectsListQuery(filters));
