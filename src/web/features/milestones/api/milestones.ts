import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CompleteMilestoneInput,
  CreateMilestoneInput,
  Milestone,
} from '@shared/contract/milestones';
import { api } from '@web/lib/api-client';
import { milestoneKeys, milestoneMutationKeys } from './keys';

/** GET /api/projects/{id}/milestones: oldest first (the project's owner and developer). */
export const milestonesQuery = (projectId: number) =>
  queryOptions({
    queryKey: milestoneKeys.list(projectId),
    queryFn: () => api<Milestone[]>('GET', `/api/projects/${projectId}/milestones`),
  });

export const useMilestones = (projectId: number, enabled = true) =>
  useQuery({ ...milestonesQuery(projectId), enabled });

function useRefreshMilestones() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: milestoneKeys.all });
}

/** POST /api/projects/{id}/milestones: the owner adds one (all of them within the bid). */
export function useAddMilestone(projectId: number) {
  const refresh = useRefreshMilestones();
  return useMutation({
    mutationKey: milestoneMutationKeys.add,
    mutationFn: (input: CreateMilestoneInput) =>
      api<Milestone>('POST', `/api/projects/${projectId}/milestones`, input),
    onSuccess: refresh,
  });
}

/**
 * POST /api/milestones/{id}/complete: the developer marks one done, perhaps naming the code (a
 * branch, tag or commit of the project's repository), whose evidence is then read.
 */
export function useCompleteMilestone() {
  const refresh = useRefreshMilestones();
  return useMutation({
    mutationKey: milestoneMutationKeys.complete,
    mutationFn: ({ milestoneId, ref }: { milestoneId: number; ref?: string }) =>
      api<Milestone>(
        'POST',
        `/api/milestones/${milestoneId}/complete`,
        ref ? ({ ref } satisfies CompleteMilestoneInput) : undefined,
      ),
    onSuccess: refresh,
  });
}

/** POST /api/milestones/{id}/approve: the owner approves one; its share is released. */
export function useApproveMilestone() {
  const refresh = useRefreshMilestones();
  return useMutation({
    mutationKey: milestoneMutationKeys.approve,
    mutationFn: (milestoneId: number) =>
      api<Milestone>('POST', `/api/milestones/${milestoneId}/approve`),
    onSuccess: refresh,
  });
}

/** POST /api/milestones/{id}/request-changes: the owner sends one back with a note. */
export function useRequestMilestoneChanges() {
  const refresh = useRefreshMilestones();
  return useMutation({
    mutationKey: milestoneMutationKeys.requestChanges,
    mutationFn: ({ milestoneId, note }: { milestoneId: number; note: string }) =>
      api<Milestone>('POST', `/api/milestones/${milestoneId}/request-changes`, { note }),
    onSuccess: refresh,
  });
}
