/** Every saved-searches query key, from one factory; all start with `['saved-searches']`. */
export const savedSearchKeys = {
  all: ['saved-searches'] as const,
  list: (userId: number) => ['saved-searches', 'list', userId] as const,
};

/** The saved-searches feature's changes. */
export const savedSearchMutationKeys = {
  create: ['saved-searches', 'create'] as const,
  update: ['saved-searches', 'update'] as const,
  remove: ['saved-searches', 'delete'] as const,
};
