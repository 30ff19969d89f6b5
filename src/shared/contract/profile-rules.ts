import { AUTH_MESSAGES } from './auth-rules.js';

/**
 * Profiles: the contract's plain part, its messages (the spec's words), limits and small rules,
 * without Zod. Pages import these; a form's schema in ./profile.ts loads with its validation, on
 * use (src/web/lib/lazy-zod-resolver.ts), so a page that only reads never downloads Zod.
 */

export const PROFILE_LIMITS = {
  bioMax: 2000,
  locationMax: 100,
  urlMax: 2048,
  skillsMax: 30,
  frameworksMax: 30,
  githubProjectsMax: 20,
  listItemMax: 50,
  hourlyRateMax: 100_000,
  yearsOfExperienceMax: 80,
} as const;

export const PROFILE_MESSAGES = {
  username: AUTH_MESSAGES.username,
  email: AUTH_MESSAGES.email,
  url: 'Please enter a valid URL',
  bio: `Bio must be at most ${PROFILE_LIMITS.bioMax} characters`,
  location: `Location must be at most ${PROFILE_LIMITS.locationMax} characters`,
  hourlyRate: 'Hourly rate must be a whole number of 0 or more',
  hourlyRateMax: `Hourly rate must be at most ${PROFILE_LIMITS.hourlyRateMax}`,
  yearsOfExperience: 'Years of experience must be a whole number of 0 or more',
  yearsOfExperienceMax: `Years of experience must be at most ${PROFILE_LIMITS.yearsOfExperienceMax}`,
  list: 'Must be a list of text entries',
  listItem: `Each entry must be at most ${PROFILE_LIMITS.listItemMax} characters`,
  skillsMax: `Add at most ${PROFILE_LIMITS.skillsMax} skills`,
  frameworksMax: `Add at most ${PROFILE_LIMITS.frameworksMax} frameworks`,
  githubProjectsMax: `Add at most ${PROFILE_LIMITS.githubProjectsMax} GitHub projects`,
  language: 'Choose languages from the list',
  available: 'Availability must be true or false',
  avatarUrl: 'Upload an image to change your avatar',
  usernameTaken: 'That username is already taken',
  emailTaken: 'An account with this email already exists',
} as const;

/** Fields a multipart form sends JSON-encoded (spec section 7). */
export const PROFILE_LIST_FIELDS = ['skills', 'languages', 'frameworks', 'githubProjects'] as const;

export const PROFILE_NUMBER_FIELDS = ['hourlyRate', 'yearsOfExperience'] as const;
