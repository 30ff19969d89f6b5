import { ACCOUNT_MESSAGES } from '@shared/contract/auth-rules.js';
import { badRequest } from '../../core/errors.js';
import { verifyPassword } from '../../core/passwords.js';
import type { UserRow } from '../../db/schema.js';

/**
 * Changing what signs a user in (email, password) asks for the current password, so a session
 * left open on a shared computer cannot take the account over. A 400 on the form's field.
 */
export async function verifyCurrentPassword(
  user: UserRow,
  currentPassword: string | undefined,
): Promise<void> {
  if (!currentPassword) {
    throw badRequest(ACCOUNT_MESSAGES.currentPasswordMissing, {
      currentPassword: [ACCOUNT_MESSAGES.currentPasswordMissing],
    });
  }
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw badRequest(ACCOUNT_MESSAGES.currentPasswordWrong, {
      currentPassword: [ACCOUNT_MESSAGES.currentPasswordWrong],
    });
  }
}
