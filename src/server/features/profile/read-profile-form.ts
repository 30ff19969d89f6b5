import type { FastifyRequest } from 'fastify';
import {
  PROFILE_LIST_FIELDS,
  PROFILE_NUMBER_FIELDS,
  profileUpdateSchema,
  type ProfileUpdate,
} from '@shared/contract/profile.js';
import { parseInput } from '../../core/validation.js';
import { isMultipart, readMultipart } from '../../core/uploads/index.js';

export const AVATAR_FIELD = 'avatar';

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

  const { fields, file } = await readMultipart(request, { fileField: AVATAR_FIELD });
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
