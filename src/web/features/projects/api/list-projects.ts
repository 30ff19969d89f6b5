import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ProjectView } from '@shared/contract/projects';
import { apiPage } from '@web/lib/api-client';
import { projectKeys } from './keys';

/** A multiple of the 3-column grid, so every full page fills its rows. */
export const BROWSE_PAGE_SIZE = 24;

export interface ProjectFilters {
  /** Full-text search (`q`); empty means none. */
  q: string;
  /** One technology (`tech`); empty means all. */
  tech: string;
}

export function projectsListPath({ q, tech }: ProjectFilters): string {
  const params = new URLSearchParams({ limit: String(BROWSE_PAGE_SIZE) });
  if (q) params.set('q', q);
  if (tech) params.set('tech', tech);
  return `/api/projects?${params.toString()}`;
}

/** GET /api/projects: projects open for bids, page after page through the `Link: rel="next"` path. */
export const projectsListQuery = (filters: ProjectFilters) =>
  infiniteQueryOptions({
    queryKey: projectKeys.list(filters),
    queryFn: ({ pageParam }) => apiPage<ProjectView>(pageParam),
    initialPageParam: projectsListPath(filters),
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
  });

export const useProjectsList = (filters: ProjectFilters) =>
  useInfiniteQuery(projectsListQuery(filters));
