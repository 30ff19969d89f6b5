import type { Command } from '../../../core/domain.js';
import { replaceRecoveryCodes } from './recovery-codes.js';
import type { TwoFactorKeys } from './two-factor-keys.js';
import { verifySecondFactor } from './verify-second-factor.js';

/** Ten new recovery codes for a code (or one of the old recovery codes); the old ones stop working. */
export async function regenerateRecoveryCodes({
  tx,
  actor,
  input,
}: Command<{ code: string; keys: TwoFactorKeys }>): Promise<string[]> {
  await verifySecondFactor({ tx, actor, input });
  return replaceRecoveryCodes(tx, actor.id, input.keys);
}
