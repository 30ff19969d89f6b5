import { isNull, sql } from 'drizzle-orm';
import { TWO_FACTOR_MESSAGES } from '@shared/contract/auth-rules.js';
import type { Command } from '../../../core/domain.js';
import { forbidden, refuse } from '../../../core/errors.js';
import { twoFactorCredentials } from '../../../db/schema.js';
import { verifyCurrentPassword } from '../verify-current-password.js';
import { newTotpSecret, totpUri } from './totp.js';
import type { TwoFactorKeys } from './two-factor-keys.js';

export interface StartTwoFactorSetup {
  currentPassword: string;
  keys: TwoFactorKeys;
}

/**
 * The first step of turning on two-factor sign-in: a new secret for the authenticator app, kept
 * (sealed) but not in force until a first code confirms it (enableTwoFactor). Asks for the
 * password: a session left open elsewhere must not tie the account to someone else's phone.
 * Starting again replaces a setup never confirmed; with two-factor sign-in on, a 409. Refused
 * to operators: theirs is enrolled on the command line (features/ops/operator-role.ts), or a
 * stolen password alone would be enough to pass the second factor of the console.
 */
export async function startTwoFactorSetup({
  tx,
  actor,
  input,
}: Command<StartTwoFactorSetup>): Promise<{ secret: string; uri: string }> {
  if (actor.isOperator) throw forbidden(TWO_FACTOR_MESSAGES.operatorOutOfBand);
  await verifyCurrentPassword(actor, input.currentPassword);
  const secret = newTotpSecret();
  const encryptedSecret = input.keys.sealSecret(actor.id, secret);
  const started = await tx
    .insert(twoFactorCredentials)
    .values({ userId: actor.id, encryptedSecret })
    .onConflictDoUpdate({
      target: twoFactorCredentials.userId,
      set: { encryptedSecret, lastUsedStep: null, createdAt: sql`now()` },
      setWhere: isNull(twoFactorCredentials.enabledAt),
    })
    .returning({ userId: twoFactorCredentials.userId });
  if (started.length === 0) throw refuse('two_factor_already_on', TWO_FACTOR_MESSAGES.alreadyOn);
  return { secret, uri: totpUri(secret, actor.email) };
}
