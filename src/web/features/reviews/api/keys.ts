/** Every reviews query key, from one factory; all start with `['reviews']`. */
export const reviewKeys = {
  all: ['reviews'] as const,
  project: (projectId: number) => ['reviews', 'project', projectId] as const,
  received: (username: string) => ['reviews', 'received', username] as const,
  rating: (username: string) => ['reviews', 'rating', username] as const,
};

/** The feature's changes; app/query-links.ts refreshes ratings shown by other features. */
export const reviewMutationKeys = {
  write: ['reviews', 'write'] as const,
  edit: ['reviews', 'edit'] as const,
};
