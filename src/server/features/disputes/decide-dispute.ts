/**
 * An operator's decision (decisions.md, Held money; Operators): `release` cents (0..held) go to the
 * developer and the rest back to the owner, with a written reason both parties see. Final.
 * The caller (the operators' route, `POST /api/ops/disputes/{id}/decide`) has checked that the
 * actor is a signed-in operator with a second factor; this function does not know the role.
 */
import { DISPUTE_MESSAGES } from '@shared/contract/disputes-rules.js';
import { formatCents } from '@shared/money.js';
import type { Command } from '../../core/domain.js';
import { badRequest } from '../../core/errors.js';
import type { DisputeRow } from '../../db/schema.js';
import { assertNotFrozen } from '../payments/index.js';
import { lockDispute } from './dispute-rows.js';
import { settleDispute } from './settle-dispute.js';

export async function decideDispute({
  tx,
  actor,
  input,
}: Command<{ disputeId: number; release: number; reason: string }, { id: number }>): Promise<
  DisputeRow & { released: number; refunded: number }
> {
  const { dispute, projectName } = await lockDispute(tx, input.disputeId, null);
  if (!Number.isInteger(input.release) || input.release < 0 || input.release > dispute.held) {
    throw badRequest(DISPUTE_MESSAGES.proposedRelease, {
      release: [`${DISPUTE_MESSAGES.proposedRelease} (${formatCents(dispute.held)})`],
    });
  }
  if (input.reason.trim().length < 20) {
    throw badRequest(DISPUTE_MESSAGES.decisionReason, {
      reason: [DISPUTE_MESSAGES.decisionReason],
    });
  }
  await assertNotFrozen(tx, dispute.paymentId);
  const moved = await settleDispute(tx, {
    dispute,
    projectName,
    action: 'decide',
    release: input.release,
    actorId: actor.id,
    message: input.reason.trim(),
    decidedBy: actor.id,
  });
  return { ...dispute, ...moved };
}
