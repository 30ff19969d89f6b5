/**
 * Recovery codes: ten per user, each working once, shown when made and never again (only their
 * keyed hashes are stored). 50 random bits each, in Crockford's base32 (no I, L, O or U), as
 * `xxxxx-xxxxx`; typed back in any case, with or without the dash.
 */
import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT } from '@shared/contract/auth-rules.js';
import type { Transaction } from '../../../db/client.js';
import { recoveryCodes } from '../../../db/schema.js';
import type { TwoFactorKeys } from './two-factor-keys.js';

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** A typed recovery code as it was made: lower case, no spaces or dashes, look-alikes read. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '').replace(/[o]/g, '0').replace(/[il]/g, '1');
}

/** Replaces a user's recovery codes with ten new ones; returns them, for the one showing. */
export async function replaceRecoveryCodes(
  tx: Transaction,
  userId: number,
  keys: TwoFactorKeys,
): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(
    codes.map((code) => ({
      userId,
      codeHash: keys.hashRecoveryCode(normalizeRecoveryCode(code)),
    })),
  );
  return codes;
}

/** Uses up one of the user's recovery codes; false when it is not one, or was used. */
export async function useRecoveryCode(
  tx: Transaction,
  userId: number,
  code: string,
  keys: TwoFactorKeys,
): Promise<boolean> {
  const used = await tx
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, keys.hashRecoveryCode(normalizeRecoveryCode(code))),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}
