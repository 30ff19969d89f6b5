import type { FastifyRequest } from 'fastify';
import { PROGRAMMING_LANGUAGES } from '@shared/constants.js';
import { profileUpdateSchema, type ProfileUpdate } from '@shared/contract/profile.js';
import {
  PROFILE_LIMITS,
  PROFILE_LIST_FIELDS,
  PROFILE_NUMBER_FIELDS,
} from '@shared/contract/profile-rules.js';
import { parseInput } from '../../core/validation.js';
import {
  isMultipart,
  jsonListFieldBytes,
  readMultipart,
  textFieldBytes,
  type MultipartForm,
} from '../../core/uploads/index.js';

export const AVATAR_FIELD = 'avatar';

const url = textFieldBytes(PROFILE_LIMITS.urlMax);
/**
 * The multipart form of PATCH /api/users/{id}/profile: the avatar and the profile's own fields,
 * each no larger than its rule in the schema allows (lists JSON-encoded). About 110 KB of text
 * in all; anything else is refused as it arrives.
 */
export const PROFILE_FORM: MultipartForm = {
  fileField: AVATAR_FIELD,
  fields: {
    username: textFieldBytes(32),
    email: textFieldBytes(254),
    currentPassword: textFieldBytes(200),
    bio: textFieldBytes(PROFILE_LIMITS.bioMax),
    location: textFieldBytes(PROFILE_LIMITS.locationMax),
    website: url,
    githubUrl: url,
    linkedinUrl: url,
    twitterUrl: url,
    avatarUrl: url,
    skills: jsonListFieldBytes(PROFILE_LIMITS.skillsMax, PROFILE_LIMITS.listItemMax),
    frameworks: jsonListFieldBytes(PROFILE_LIMITS.frameworksMax, PROFILE_LIMITS.listItemMax),
    languages: jsonListFieldBytes(PROGRAMMING_LANGUAGES.length, 20),
    // Web addresses are ASCII: one byte a character.
    githubProjects: PROFILE_LIMITS.githubProjectsMax * (PROFILE_LIMITS.urlMax + 3) + 256,
    hourlyRate: 64,
    yearsOfExperience: 64,
    available: 64,
  },
};

export interface ProfileForm {
  changes: ProfileUpdate;
  avatar: Buffer | null;
}

/**
 * The profile change a request carries: a JSON body (validated by the route schema), or a
 * multipart form with an optional `avatar` file and text fields, lists JSON-encoded (spec
 * section 7). Form fields are turned into their JSON types, then validated by the same schema.
 */
export async function readProfileForm(
  request: FastifyRequest,
  jsonBody: ProfileUpdate | null | undefined,
): Promise<ProfileForm> {
  if (!isMultipart(request)) return { changes: jsonBody ?? {}, avatar: null };

  const { fields, file } = await readMultipart(request, PROFILE_FORM);
  const changes = parseInput(profileUpdateSchema, fromFormFields(fields));
  return { changes, avatar: file?.data ?? null };
}

/** Text fields to JSON values; anything that does not convert is passed on for zod to refuse. */
function fromFormFields(fields: Record<string, string>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...fields };
  for (const name of PROFILE_LIST_FIELDS) {
    if (fields[name] === undefined) continue;
    try {
      result[name] = JSON.parse(fields[name]);
    } catch {
      // left as text: the schema answers "Must be a list of text entries"
    }
  }
  for (const name of PROFILE_NUMBER_FIELDS) {
    const value = fields[name]?.trim();
    if (value === undefined) continue;
    if (value === '' || value === 'null') result[name] = null;
    else if (/^-?\d+(\.\d+)?$/.test(value)) result[name] = Number(value);
  }
  if (fields.available === 'true' || fields.available === 'false') {
    result.available = fields.available === 'true';
  }
  if (fields.avatarUrl === '' || fields.avatarUrl === 'null') result.avatarUrl = null;
  return result;
}
