import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Technology } from '@shared/contract/projects';
import { api } from '@web/lib/api-client';
import { projectKeys } from './keys';

/** The most the server gives; the filter offers every technology of the marketplace, not of one page. */
const TECHNOLOGIES_LIMIT = 200;

/** GET /api/projects/technologies: the technology filter's options, most used first. */
export const technologiesQuery = queryOptions({
  queryKey: projectKeys.technologies,
  queryFn: () => api<Technology[]>('GET', `/api/projects/technologies?limit=${TECHNOLOGIES_LIMIT}`),
});

export const useTechnologies = () => useQuery(technologiesQuery);
