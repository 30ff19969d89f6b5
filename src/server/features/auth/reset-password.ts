import { and, eq, gt } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '@shared/contract/auth-rules.js';
import type { Command } from '../../core/domain.js';
import { badRequest } from '../../core/errors.js';
import { hashPassword } from '../../core/passwords.js';
import { deleteSessions } from '../../core/sessions.js';
import { passwordResetTokens, users } from '../../db/schema.js';
import { hashResetToken } from './request-password-reset.js';

/**
 * Sets a new password through an emailed link. Claiming the link deletes it, so of two
 * concurrent uses one wins; an unknown, used or expired link gets the same 400. Every session
 * of the account ends (whoever had it is out) and its other links die.
 */
export async function resetPassword({
  tx,
  input,
}: Command<{ token: string; newPassword: string }, null>): Promise<void> {
  const passwordHash = await hashPassword(input.newPassword);
  const [claimed] = await tx
    .delete(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.id, hashResetToken(input.token)),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  if (!claimed) {
    throw badRequest(ACCOUNT_MESSAGES.resetLinkInvalid, {
      token: [ACCOUNT_MESSAGES.resetLinkInvalid],
    });
  }
  await tx.update(users).set({ passwordHash }).where(eq(users.id, claimed.userId));
  await deleteSessions(tx, claimed.userId);
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, claimed.userId));
}
