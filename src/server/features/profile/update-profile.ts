import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { ProfileUpdate } from '@shared/contract/profile.js';
import { PROFILE_MESSAGES } from '@shared/contract/profile-rules.js';
import { badRequest, refuse } from '../../core/errors.js';
import { emit } from '../../core/events/index.js';
import { uniqueViolation } from '../../core/postgres-errors.js';
import type { Command } from '../../core/domain.js';
import type { Queryable } from '../../db/client.js';
import { passwordResetTokens, users, type UserRow } from '../../db/schema.js';

/**
 * Applies a validated profile change to `user` and returns the updated row. Only the fields
 * present in `changes` are written; role, email verification state and payment fields are not
 * profile fields and cannot be changed here. `uploadedAvatarUrl` is a file the caller stored.
 */
export type UpdateProfileCommand = Command<{
  /** The profile fields; the current password an email change needs is checked by the route. */
  changes: Omit<ProfileUpdate, 'currentPassword'>;
  /** A file the caller stored for this change (a multipart avatar). */
  uploadedAvatarUrl?: string;
}>;

export async function updateProfile({
  tx,
  actor: user,
  input: { changes, uploadedAvatarUrl },
}: UpdateProfileCommand): Promise<UserRow> {
  const { avatarUrl, ...fields } = changes;
  const values: Partial<typeof users.$inferInsert> = { ...dropUndefined(fields) };

  if (uploadedAvatarUrl !== undefined) {
    values.avatarUrl = uploadedAvatarUrl;
  } else if (avatarUrl === null) {
    values.avatarUrl = null;
  } else if (avatarUrl !== undefined && avatarUrl !== user.avatarUrl) {
    // An avatar comes from an upload, never from an arbitrary address a client names.
    throw badRequest(PROFILE_MESSAGES.avatarUrl, { avatarUrl: [PROFILE_MESSAGES.avatarUrl] });
  }

  await refuseTaken(tx, user.id, values.username, values.email);
  if (Object.keys(values).length === 0) return user;

  try {
    const [updated] = await tx.update(users).set(values).where(eq(users.id, user.id)).returning();
    // The name shows on their projects and bids, which other instances may hold in memory.
    if (values.username !== undefined && values.username !== user.username) {
      await emit(tx, { type: 'user.renamed', data: { userId: user.id } });
    }
    // Reset links already sent went to the old address.
    if (values.email !== undefined && values.email !== user.email) {
      await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    }
    return updated!;
  } catch (error) {
    // Two users racing for one name: the unique index decides, the loser gets the same 409.
    const constraint = uniqueViolation(error);
    if (constraint === null) throw error;
    throw takenConflict(constraint.includes('email') ? 'email' : 'username');
  }
}

async function refuseTaken(
  db: Queryable,
  userId: number,
  username: string | undefined,
  email: string | undefined,
) {
  const clashes = [
    username !== undefined ? eq(sql`lower(${users.username})`, username.toLowerCase()) : undefined,
    email !== undefined ? eq(users.email, email) : undefined,
  ].filter((clash) => clash !== undefined);
  if (clashes.length === 0) return;
  const [other] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(ne(users.id, userId), or(...clashes)))
    .limit(1);
  if (other)
    throw takenConflict(email !== undefined && other.email === email ? 'email' : 'username');
}

function takenConflict(field: 'username' | 'email') {
  const message = field === 'email' ? PROFILE_MESSAGES.emailTaken : PROFILE_MESSAGES.usernameTaken;
  return refuse('already_taken', message, { [field]: [message] });
}

function dropUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
