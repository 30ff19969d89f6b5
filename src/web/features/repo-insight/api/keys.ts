/** Every repo-insight query key, from one factory; all start with `['repo-insight']`. */
export const repoInsightKeys = {
  all: ['repo-insight'] as const,
  project: (projectId: number) => ['repo-insight', 'project', projectId] as const,
  summaries: (projectIds: readonly number[]) =>
    ['repo-insight', 'summaries', ...projectIds] as const,
};

/** The repo-insight feature's changes. */
export const repoInsightMutationKeys = {
  refresh: ['repo-insight', 'refresh'] as const,
};
