/** Every safety query key (reports and blocks), from one factory; all start with `['safety']`. */
export const safetyKeys = {
  all: ['safety'] as const,
  /** A page of the signed-in user's blocks. */
  blocks: (cursor: string | null) => ['safety', 'blocks', cursor] as const,
  /** Whether the signed-in user blocked this user. */
  blockState: (userId: number) => ['safety', 'block', userId] as const,
};

/** The feature's changes; app/query-links.ts refreshes the conversations after a block. */
export const safetyMutationKeys = {
  report: ['safety', 'report'] as const,
  /** Block or unblock. */
  block: ['safety', 'block'] as const,
};
