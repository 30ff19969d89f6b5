import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { DIRECTORY_SKILLS } from '@shared/constants';
import type { DeveloperCard } from '@shared/contract/developers';
import { apiPage } from '@web/lib/api-client';
import { developerKeys } from './keys';

export interface DeveloperFilters {
  /** true: available now; false: not available; undefined: all. */
  available?: boolean;
  skills: string[];
}

export const DIRECTORY_PAGE_SIZE = 12;

/**
 * Filters live in the address (?available=true&skills=Go,Rust) so a filtered list can be shared;
 * the page and the router's prefetch read them the same way.
 */
export function developerFiltersFrom(params: URLSearchParams): DeveloperFilters {
  const available = params.get('available');
  const wanted = (params.get('skills') ?? '').split(',');
  return {
    available: available === 'true' ? true : available === 'false' ? false : undefined,
    skills: DIRECTORY_SKILLS.filter((skill) => wanted.includes(skill)),
  };
}

function firstPagePath({ available, skills }: DeveloperFilters): string {
  const params = new URLSearchParams({ limit: String(DIRECTORY_PAGE_SIZE) });
  if (available !== undefined) params.set('available', String(available));
  if (skills.length > 0) params.set('skills', skills.join(','));
  return `/api/developers?${params.toString()}`;
}

/** GET /api/developers with the directory's filters; further pages follow the Link header. */
export const developersQuery = (filters: DeveloperFilters) =>
  infiniteQueryOptions({
    queryKey: developerKeys.list(filters),
    queryFn: ({ pageParam }) => apiPage<DeveloperCard>(pageParam),
    initialPageParam: firstPagePath(filters),
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
  });

export const useDevelopers = (filters: DeveloperFilters) =>
  useInfiniteQuery(developersQuery(filters));
