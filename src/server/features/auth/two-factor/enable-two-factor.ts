import { and, eq, isNull } from 'drizzle-orm';
import { TWO_FACTOR_MESSAGES } from '@shared/contract/auth-rules.js';
import type { Command } from '../../../core/domain.js';
import { badRequest, forbidden, refuse } from '../../../core/errors.js';
import { markSecondFactor } from '../../../core/sessions.js';
import { twoFactorCredentials } from '../../../db/schema.js';
import { replaceRecoveryCodes } from './recovery-codes.js';
import type { TwoFactorKeys } from './two-factor-keys.js';
import { useAuthenticatorCode } from './verify-second-factor.js';

export interface EnableTwoFactor {
  code: string;
  keys: TwoFactorKeys;
  /** The session turning it on: it has just shown the second factor. */
  sessionId: string | null;
}

/**
 * Turns two-factor sign-in on once a first code from the app confirms the secret of the setup;
 * returns the ten recovery codes, which are shown this once. A wrong code turns nothing on.
 * Never for an operator, whose first authenticator comes from the command line.
 */
export async function enableTwoFactor({
  tx,
  actor,
  input,
}: Command<EnableTwoFactor>): Promise<string[]> {
  if (actor.isOperator) throw forbidden(TWO_FACTOR_MESSAGES.operatorOutOfBand);
  const [credential] = await tx
    .select()
    .from(twoFactorCredentials)
    .where(eq(twoFactorCredentials.userId, actor.id))
    .limit(1);
  if (!credential) {
    throw badRequest(TWO_FACTOR_MESSAGES.setupMissing, {
      code: [TWO_FACTOR_MESSAGES.setupMissing],
    });
  }
  if (credential.enabledAt) throw refuse('two_factor_already_on', TWO_FACTOR_MESSAGES.alreadyOn);
  await useAuthenticatorCode(tx, actor, credential.encryptedSecret, input);
  const enabled = await tx
    .update(twoFactorCredentials)
    .set({ enabledAt: new Date() })
    .where(and(eq(twoFactorCredentials.userId, actor.id), isNull(twoFactorCredentials.enabledAt)))
    .returning({ userId: twoFactorCredentials.userId });
  if (enabled.length === 0) throw refuse('two_factor_already_on', TWO_FACTOR_MESSAGES.alreadyOn);
  if (input.sessionId) await markSecondFactor(tx, input.sessionId);
  return replaceRecoveryCodes(tx, actor.id, input.keys);
}
