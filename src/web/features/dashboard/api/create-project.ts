import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateProjectJsonInput, ProjectView } from '@shared/contract/projects';
import { api } from '@web/lib/api-client';

/** POST /api/projects as JSON: the dashboard's variant with budget and timeframe (spec section 2). */
export const createProjectJson = (input: CreateProjectJsonInput) =>
  api<ProjectView>('POST', '/api/projects', input);

export function useCreateProjectJson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProjectJson,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['projects'] }),
  });
}
