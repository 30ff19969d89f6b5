/**
 * The profile feature's query keys: the profile itself is the session's current user; the
 * Security tab reads whether two-factor sign-in is on. Its profile change is named so that
 * app/query-links.ts refreshes the developer pages after it.
 */
export const profileKeys = {
  twoFactor: (userId: number) => ['profile', 'two-factor', userId] as const,
};

export const profileMutationKeys = {
  update: ['profile', 'update'] as const,
};
