import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { isAuthenticatorCode, TWO_FACTOR_MESSAGES } from '@shared/contract/auth-rules.js';
import type { Command } from '../../../core/domain.js';
import { badRequest } from '../../../core/errors.js';
import { twoFactorCredentials, type UserRow } from '../../../db/schema.js';
import type { Transaction } from '../../../db/client.js';
import { useRecoveryCode } from './recovery-codes.js';
import { totpStep } from './totp.js';
import type { TwoFactorKeys } from './two-factor-keys.js';

export interface VerifySecondFactor {
  code: string;
  keys: TwoFactorKeys;
}

const refused = (message: string) => badRequest(message, { code: [message] });

/**
 * The second factor of a user with two-factor sign-in on: a code from their authenticator app,
 * or one of their recovery codes (used up). A 400 on the `code` field otherwise, and nothing
 * changes.
 */
export async function verifySecondFactor({
  tx,
  actor,
  input,
}: Command<VerifySecondFactor>): Promise<void> {
  const [credential] = await tx
    .select()
    .from(twoFactorCredentials)
    .where(eq(twoFactorCredentials.userId, actor.id))
    .limit(1);
  if (!credential?.enabledAt) throw refused(TWO_FACTOR_MESSAGES.notOn);
  if (isAuthenticatorCode(input.code)) {
    await useAuthenticatorCode(tx, actor, credential.encryptedSecret, input);
  } else if (!(await useRecoveryCode(tx, actor.id, input.code, input.keys))) {
    throw refused(TWO_FACTOR_MESSAGES.recoveryCodeWrong);
  }
}

/**
 * Accepts a code from the authenticator app once: its time step must come after the last one
 * accepted (RFC 6238, section 5.2), so a code seen over someone's shoulder or replayed from a
 * request cannot be used again. The check and the update are one statement, so of two requests
 * with the same code one wins.
 */
export async function useAuthenticatorCode(
  tx: Transaction,
  user: UserRow,
  encryptedSecret: string,
  { code, keys }: VerifySecondFactor,
): Promise<void> {
  const secret = keys.openSecret(user.id, encryptedSecret);
  const step = totpStep(secret, code.replace(/\s/g, ''), Date.now());
  if (step === null) throw refused(TWO_FACTOR_MESSAGES.codeWrong);
  const accepted = await tx
    .update(twoFactorCredentials)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(twoFactorCredentials.userId, user.id),
        or(isNull(twoFactorCredentials.lastUsedStep), lt(twoFactorCredentials.lastUsedStep, step)),
      ),
    )
    .returning({ userId: twoFactorCredentials.userId });
  if (accepted.length === 0) throw refused(TWO_FACTOR_MESSAGES.codeUsed);
}
