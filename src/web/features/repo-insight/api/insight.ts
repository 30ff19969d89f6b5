import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RepoInsight, RepoSummary } from '@shared/contract/repo-insight';
import { api } from '@web/lib/api-client';
import { repoInsightKeys, repoInsightMutationKeys } from './keys';

/** While the repository is being read, the card asks again this often. */
const PENDING_POLL_MS = 2000;

/** GET /api/projects/{id}/insight: the project's repository snapshot. */
export const repoInsightQuery = (projectId: number) =>
  queryOptions({
    queryKey: repoInsightKeys.project(projectId),
    queryFn: () => api<RepoInsight>('GET', `/api/projects/${projectId}/insight`),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
  });

export const useRepoInsight = (projectId: number) => useQuery(repoInsightQuery(projectId));

/** POST /api/projects/{id}/insight/refresh (the owner; at most once a minute). */
export function useRefreshRepoInsight(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: repoInsightMutationKeys.refresh,
    mutationFn: () => api<null>('POST', `/api/projects/${projectId}/insight/refresh`),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: repoInsightKeys.project(projectId) }),
  });
}

/** GET /api/insight/summaries: the browse cards' facts, one request per page of cards. */
export function useRepoSummaries(projectIds: readonly number[]) {
  const ids = [...new Set(projectIds)].sort((a, b) => a - b).slice(0, 50);
  return useQuery({
    queryKey: repoInsightKeys.summaries(ids),
    queryFn: () => api<RepoSummary[]>('GET', `/api/insight/summaries?ids=${ids.join(',')}`),
    enabled: ids.length > 0,
    select: (rows) => new Map(rows.map((row) => [row.projectId, row])),
  });
}
