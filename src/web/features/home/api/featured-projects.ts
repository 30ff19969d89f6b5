import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@shared/constants';
import { apiPage } from '@web/lib/api-client';

/** The fields a featured card shows; a subset of the projects API's ProjectView. */
export interface FeaturedProject {
  id: number;
  name: string;
  description: string;
  techStack: string[];
  thumbnailUrl: string | null;
  createdAt: string;
}

/** GET /api/projects?limit=3: the newest open projects for the home page. */
export const featuredProjectsQuery = queryOptions({
  queryKey: ['projects', 'featured'],
  queryFn: async () =>
    (await apiPage<FeaturedProject>(`/api/projects?limit=${LIMITS.featuredProjects}`)).items,
});

export const useFeaturedProjects = () => useQuery(featuredProjectsQuery);
