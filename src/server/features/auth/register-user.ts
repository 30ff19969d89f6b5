import { eq, or, sql } from 'drizzle-orm';
import type { Role } from '@shared/constants.js';
import type { Command } from '../../core/domain.js';
import { users, type UserRow } from '../../db/schema.js';
import { refuse } from '../../core/errors.js';
import { unsuppress } from '../../core/mail/suppressions.js';
import { hashPassword } from '../../core/passwords.js';
import { uniqueViolation } from '../../core/postgres-errors.js';

export const TAKEN_MESSAGES = {
  username: 'That username is already taken',
  email: 'An account with this email already exists',
} as const;

export type RegisterUserCommand = Command<
  { username: string; email: string; password: string; role: Role },
  null
>;

export async function registerUser({ tx, input }: RegisterUserCommand): Promise<UserRow> {
  const [existing] = await tx
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      or(
        eq(users.email, input.email),
        eq(sql`lower(${users.username})`, input.username.toLowerCase()),
      ),
    )
    .limit(1);
  if (existing) throw takenConflict(existing.email === input.email ? 'email' : 'username');

  try {
    const [user] = await tx
      .insert(users)
      .values({
        username: input.username,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        role: input.role,
      })
      .returning();
    // A closed account's address may register again, and then gets mail again (your-data.md).
    await unsuppress(tx, input.email);
    return user!;
  } catch (error) {
    // Two sign-ups racing for one name: the unique index decides, the loser gets the same 409.
    const constraint = uniqueViolation(error);
    if (constraint === null) throw error;
    throw takenConflict(constraint.includes('email') ? 'email' : 'username');
  }
}

function takenConflict(field: 'username' | 'email') {
  return refuse('already_taken', TAKEN_MESSAGES[field], { [field]: [TAKEN_MESSAGES[field]] });
}
