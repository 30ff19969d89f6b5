import { eq } from 'drizzle-orm';
import type { Query } from '../../core/domain.js';
import { users, type UserRow } from '../../db/schema.js';
import { AppError } from '../../core/errors.js';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../../core/passwords.js';

export const INVALID_CREDENTIALS = 'Invalid email or password';

/** The user these credentials belong to; one message for unknown email and wrong password alike. */
export async function authenticate({
  db,
  input: { email, password },
}: Query<{ email: string; password: string }, null>): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  const valid = await verifyPassword(user?.passwordHash ?? DUMMY_PASSWORD_HASH, password);
  if (!user || !valid) throw new AppError('unauthenticated', INVALID_CREDENTIALS);
  return user;
}
