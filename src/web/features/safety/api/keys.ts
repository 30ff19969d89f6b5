/** Every safety query key (reports and blocks), from one factory; all start with `['safety']`. */
export const safetyKeys = {
  all: ['safety'] as const,
  blocks: () => ['safety', 'blocks'] as const,
  /** Whether the signed-in user blocked this user. */
  blockState: (userId: number) => ['safety', 'block', userId] as const,
};

/** The feature's changes; app/query-links.ts refreshes the conversations after a block. */
export const safetyMutationKeys = {
  report: ['safety', 'report'] as const,
  /** Block or unblock. */
  block: ['safety', 'block'] as const,
};
