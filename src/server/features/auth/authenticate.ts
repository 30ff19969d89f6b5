import { eq } from 'drizzle-orm';
import type { Query } from '../../core/domain.js';
import { users, type UserRow } from '../../db/schema.js';
import { AppError, forbidden } from '../../core/errors.js';
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
  // Only to someone who knows the password: the suspension and its reason (decisions.md,
  // Operators; docs/decisions/operators.md).
  if (user.suspendedAt) throw forbidden(suspendedMessage(user.suspensionReason));
  return user;
}

/** What signing in to a suspended account answers (403). */
export const suspendedMessage = (reason: string | null) =>
  `This account is suspended${reason ? `: ${reason}` : '.'}`;
