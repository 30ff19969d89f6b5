/**
 * The profile feature has no queries of its own (the profile is the session's current user).
 * Its change is named so that app/query-links.ts refreshes the developer pages after it.
 */
export const profileMutationKeys = {
  update: ['profile', 'update'] as const,
};
