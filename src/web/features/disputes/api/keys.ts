/**
 * Every disputes query key, from one factory; all start with `['disputes']`, so a dispute event on
 * the socket refreshes the open dispute page and the project's dispute link at once.
 */
export const disputeKeys = {
  all: ['disputes'] as const,
  detail: (id: number) => ['disputes', 'detail', id] as const,
  mine: ['disputes', 'mine'] as const,
  forProject: (projectId: number) => ['disputes', 'project', projectId] as const,
};

/** The feature's changes; app/query-links.ts refreshes the project and payments after them. */
export const disputeMutationKeys = {
  open: ['disputes', 'open'] as const,
  accept: ['disputes', 'accept'] as const,
  counter: ['disputes', 'counter'] as const,
  escalate: ['disputes', 'escalate'] as const,
  evidence: ['disputes', 'evidence'] as const,
};
