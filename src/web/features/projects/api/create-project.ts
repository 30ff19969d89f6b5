import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateProjectData,
  CreateProjectJsonInput,
  ProjectView,
} from '@shared/contract/projects';
import { api } from '@web/lib/api-client';
import { projectKeys } from './keys';

export interface CreateProjectRequest {
  data: Pick<
    CreateProjectData,
    'name' | 'description' | 'techStack' | 'codeLink' | 'budget' | 'timeframe'
  >;
  image: File | null;
}

/** The spec's submission: multipart with `projectData` (JSON) and an optional `image`. */
export function createProject({ data, image }: CreateProjectRequest): Promise<ProjectView> {
  const body = new FormData();
  body.append('projectData', JSON.stringify(data));
  if (image) body.append('image', image);
  return api<ProjectView>('POST', '/api/projects', body);
}

/** The dashboard's variant, as JSON: with budget and timeframe, no screenshot (spec section 2). */
export const createProjectJson = (input: CreateProjectJsonInput) =>
  api<ProjectView>('POST', '/api/projects', input);

/** POST /api/projects; every project list (browse, filters, mine, featured) is refreshed after. */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

export function useCreateProjectJson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProjectJson,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
