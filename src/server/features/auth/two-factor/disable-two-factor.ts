import { eq } from 'drizzle-orm';
import type { Command } from '../../../core/domain.js';
import { clearSecondFactor } from '../../../core/sessions.js';
import { recoveryCodes, twoFactorCredentials } from '../../../db/schema.js';
import { verifyCurrentPassword } from '../verify-current-password.js';
import type { TwoFactorKeys } from './two-factor-keys.js';
import { verifySecondFactor } from './verify-second-factor.js';

export interface DisableTwoFactor {
  currentPassword: string;
  code: string;
  keys: TwoFactorKeys;
}

/**
 * Turns two-factor sign-in off: the password and a code (or a recovery code), so that neither a
 * session left open nor a stolen password alone can. The secret and the recovery codes are
 * deleted, and no session counts as having passed a second factor any more.
 */
export async function disableTwoFactor({ tx, actor, input }: Command<DisableTwoFactor>) {
  await verifyCurrentPassword(actor, input.currentPassword);
  await verifySecondFactor({ tx, actor, input });
  await tx.delete(twoFactorCredentials).where(eq(twoFactorCredentials.userId, actor.id));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, actor.id));
  await clearSecondFactor(tx, actor.id);
}
