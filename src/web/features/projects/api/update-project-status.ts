import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ProjectDetail,
  ProjectView,
  UpdateProjectStatusInput,
} from '@shared/contract/projects';
import type { Dispute } from '@shared/contract/disputes';
import { api } from '@web/lib/api-client';
import { projectKeys } from './keys';

/**
 * PATCH /api/projects/{id}/status: the owner pauses, reactivates (`active`) or cancels. Cancelling
 * a paid project answers 202 with a dispute (decisions.md, Held money): the project is unchanged
 * until the developer answers, so only the lists refetch.
 */
export function useUpdateProjectStatus(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProjectStatusInput) =>
      api<ProjectView | Dispute>('PATCH', `/api/projects/${projectId}/status`, input),
    onSuccess: (answer) => {
      if (isDispute(answer)) return queryClient.invalidateQueries({ queryKey: projectKeys.all });
      const project = answer;
      // The page shows the new status at once; lists and filters refetch (a paused project leaves them).
      queryClient.setQueryData<ProjectDetail>(projectKeys.detail(projectId), (current) =>
        current ? { ...current, ...project } : current,
      );
      return queryClient.invalidateQueries({ queryKey: projectKeys.all });
    },
  });
}

/** A 202's dispute, told from a project by the dispute's own `state`. */
/** A paid project's cancel answers the dispute it opened (both have a status): its proposal. */
export const isDispute = (answer: ProjectView | Dispute): answer is Dispute =>
  'proposedRelease' in answer;
