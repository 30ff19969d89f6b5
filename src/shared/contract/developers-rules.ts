/**
 * The developer directory and profiles: the contract's plain part, its messages (the spec's words), limits and small rules,
 * without Zod. Pages import these; a form's schema in ./developers.ts loads with its validation, on
 * use (src/web/lib/lazy-zod-resolver.ts), so a page that only reads never downloads Zod.
 */

export const DIRECTORY_LIMITS = {
  /** Skills asked for in one directory query. */
  skillsMax: 12,
  skillMax: 50,
  queryMax: 100,
  /** Words of `q` that are matched; each must be found. */
  queryWordsMax: 5,
  /** Completed projects listed on the Portfolio tab (completedProjects counts them all). */
  portfolioMax: 24,
} as const;

export const DEVELOPER_MESSAGES = {
  available: "available must be 'true' or 'false'",
  skills: `Choose at most ${DIRECTORY_LIMITS.skillsMax} skills`,
  skill: `Each skill must be at most ${DIRECTORY_LIMITS.skillMax} characters`,
  q: `Search text must be at most ${DIRECTORY_LIMITS.queryMax} characters`,
  notFound: 'Developer not found',
} as const;
