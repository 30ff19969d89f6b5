import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectDetail } from '@shared/contract/projects';
import { api } from '@web/lib/api-client';
import { projectKeys } from './keys';

/** GET /api/projects/{id}: the project, its owner's public name and its bids as the viewer may see them. */
export const projectQuery = (id: number) =>
  queryOptions({
    queryKey: projectKeys.detail(id),
    queryFn: () => api<ProjectDetail>('GET', `/api/projects/${id}`),
  });

export const useProject = (id: number) => useQuery({ ...projectQuery(id), enabled: id > 0 });
