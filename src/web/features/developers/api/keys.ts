import type { DeveloperFilters } from './developers';

/**
 * Every developers query key, from one factory; all start with `['developers']`, so a profile
 * change or a bid refreshes the directory, profiles and stats at once (app/query-links.ts).
 * Usernames are case-insensitive, so their keys are lower case.
 */
export const developerKeys = {
  all: ['developers'] as const,
  list: (filters: DeveloperFilters) => ['developers', 'list', filters] as const,
  profile: (username: string) => ['developers', 'profile', username.toLowerCase()] as const,
  stats: (username: string) => ['developers', 'stats', username.toLowerCase()] as const,
};
