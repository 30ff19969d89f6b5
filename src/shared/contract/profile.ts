/**
 * Profile update (spec section 5, "Profile update"): one schema for the /profile form and for
 * PATCH /api/users/{id}/profile. Every field is optional (PATCH: what is absent stays as it is);
 * `null` or '' clears an optional field. Rules beyond the spec: docs/decisions/developers.md.
 */
import { z } from 'zod';
import { PROGRAMMING_LANGUAGES } from '../constants.js';
import { currentUserSchema, usernameSchema } from './auth.js';
import { httpUrl, optionalHttpUrl } from './common.js';
import { PROFILE_LIMITS, PROFILE_MESSAGES } from './profile-rules.js';

/** Text that may be cleared: trimmed; '' and null both mean "none" (stored as null). */
const optionalText = (max: number, message: string) =>
  z
    .string({ message })
    .trim()
    .max(max, { message })
    .nullable()
    .transform((value) => (value === '' ? null : value))
    .optional();

/** Web addresses shown as links on the public profile: http(s) only (common.ts, httpUrl). */
const webUrl = httpUrl(PROFILE_MESSAGES.url, PROFILE_LIMITS.urlMax);
/** '' and null clear it (stored as null). */
const optionalUrl = optionalHttpUrl(PROFILE_MESSAGES.url, PROFILE_LIMITS.urlMax);

/** Trimmed entries, empties dropped, duplicates (ignoring case) dropped, first spelling kept. */
function cleanList(values: string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of values) {
    const value = raw.trim();
    const key = value.toLowerCase();
    if (value === '' || seen.has(key)) continue;
    seen.add(key);
    result.push(value);
  }
  return result;
}

const textList = (maxItems: number, maxMessage: string) =>
  z
    .array(z.string({ message: PROFILE_MESSAGES.list }), { message: PROFILE_MESSAGES.list })
    .max(maxItems * 4, { message: maxMessage })
    .transform(cleanList)
    .pipe(
      z
        .array(z.string().max(PROFILE_LIMITS.listItemMax, { message: PROFILE_MESSAGES.listItem }))
        .max(maxItems, { message: maxMessage }),
    );

const wholeNumber = (message: string, max: number, maxMessage: string) =>
  z
    .number({ message })
    .int({ message })
    .min(0, { message })
    .max(max, { message: maxMessage })
    .nullable()
    .optional();

const language = z
  .string({ message: PROFILE_MESSAGES.language })
  .trim()
  .toLowerCase()
  .pipe(z.enum(PROGRAMMING_LANGUAGES, { message: PROFILE_MESSAGES.language }));

export const profileUpdateSchema = z.object({
  username: usernameSchema.optional(),
  email: z
    .string({ message: PROFILE_MESSAGES.email })
    .trim()
    .toLowerCase()
    .pipe(
      z.email({ message: PROFILE_MESSAGES.email }).max(254, { message: PROFILE_MESSAGES.email }),
    )
    .optional(),
  bio: optionalText(PROFILE_LIMITS.bioMax, PROFILE_MESSAGES.bio),
  location: optionalText(PROFILE_LIMITS.locationMax, PROFILE_MESSAGES.location),
  website: optionalUrl,
  githubUrl: optionalUrl,
  linkedinUrl: optionalUrl,
  twitterUrl: optionalUrl,
  /**
   * Only uploads set an avatar (multipart `avatar`); in JSON, `null` removes it and the current
   * value is accepted unchanged, so a form may send back what it was given.
   */
  avatarUrl: z
    .string()
    .trim()
    .nullable()
    .transform((value) => (value === '' ? null : value))
    .optional(),
  skills: textList(PROFILE_LIMITS.skillsMax, PROFILE_MESSAGES.skillsMax).optional(),
  frameworks: textList(PROFILE_LIMITS.frameworksMax, PROFILE_MESSAGES.frameworksMax).optional(),
  languages: z
    .array(language, { message: PROFILE_MESSAGES.language })
    .max(PROGRAMMING_LANGUAGES.length * 2, { message: PROFILE_MESSAGES.language })
    .transform((values) => [...new Set(values)])
    .optional(),
  githubProjects: z
    .array(z.string({ message: PROFILE_MESSAGES.url }), { message: PROFILE_MESSAGES.list })
    .max(PROFILE_LIMITS.githubProjectsMax * 4, { message: PROFILE_MESSAGES.githubProjectsMax })
    .transform(cleanList)
    .pipe(
      z
        .array(webUrl)
        .max(PROFILE_LIMITS.githubProjectsMax, { message: PROFILE_MESSAGES.githubProjectsMax }),
    )
    .optional(),
  hourlyRate: wholeNumber(
    PROFILE_MESSAGES.hourlyRate,
    PROFILE_LIMITS.hourlyRateMax,
    PROFILE_MESSAGES.hourlyRateMax,
  ),
  yearsOfExperience: wholeNumber(
    PROFILE_MESSAGES.yearsOfExperience,
    PROFILE_LIMITS.yearsOfExperienceMax,
    PROFILE_MESSAGES.yearsOfExperienceMax,
  ),
  available: z.boolean({ message: PROFILE_MESSAGES.available }).optional(),
  /** Required when `email` changes (docs/decisions/accounts-and-operations.md); never stored. */
  currentPassword: z.string().max(200).optional(),
});
/** What the form sends (before trimming and cleaning). */
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
/** What the server stores. */
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** The updated user, exactly as GET /api/user shows it. */
export const profileResponseSchema = currentUserSchema;
export type ProfileResponse = z.infer<typeof profileResponseSchema>;
