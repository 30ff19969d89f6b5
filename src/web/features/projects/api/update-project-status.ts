import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ProjectDetail,
  ProjectView,
  UpdateProjectStatusInput,
} from '@shared/contract/projects';
import { api } from '@web/lib/api-client';
import { projectKeys } from './keys';

/** PATCH /api/projects/{id}/status: the owner pauses, reactivates (`active`) or cancels. */
export function useUpdateProjectStatus(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProjectStatusInput) =>
      api<ProjectView>('PATCH', `/api/projects/${projectId}/status`, input),
    onSuccess: (project) => {
      // The page shows the new status at once; lists and filters refetch (a paused project leaves them).
      queryClient.setQueryData<ProjectDetail>(projectKeys.detail(projectId), (current) =>
        current ? { ...current, ...project } : current,
      );
      return queryClient.invalidateQueries({ queryKey: projectKeys.all });
    },
  });
}
