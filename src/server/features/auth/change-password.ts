import { eq } from 'drizzle-orm';
import type { Command } from '../../core/domain.js';
import { hashPassword } from '../../core/passwords.js';
import { deleteSessions } from '../../core/sessions.js';
import { passwordResetTokens, users } from '../../db/schema.js';
import { verifyCurrentPassword } from './verify-current-password.js';

export interface ChangePassword {
  currentPassword: string;
  newPassword: string;
  /** The session making the change stays signed in; every other one ends. */
  keepSessionId: string | null;
}

/**
 * Sets a new password for the acting user after checking the current one. Their other
 * sessions end (a thief's stolen cookie stops working) and outstanding reset links die.
 */
export async function changePassword({ tx, actor, input }: Command<ChangePassword>): Promise<void> {
  await verifyCurrentPassword(actor, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await tx.update(users).set({ passwordHash }).where(eq(users.id, actor.id));
  await deleteSessions(tx, actor.id, input.keepSessionId);
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, actor.id));
}
