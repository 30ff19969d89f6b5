/**
 * An operator decides a dispute (decisions.md, Held money; Operators): `release` cents of what the
 * project holds go to the developer, the rest back to the owner, with a written reason both parties
 * see. The decision and its audit entry commit together (audit.ts).
 */
import type { DecideDisputeResult } from '@shared/contract/ops.js';
import { decideDispute } from '../disputes/index.js';
import { appendAudit } from './audit.js';
import type { OpsCommand } from './ops-users.js';

export async function decideDisputeAsOperator({
  tx,
  actor,
  input: { disputeId, release, reason, address },
}: OpsCommand<{ disputeId: number; release: number }>): Promise<DecideDisputeResult> {
  const decided = await decideDispute({ tx, actor, input: { disputeId, release, reason } });
  await appendAudit(tx, {
    operatorId: actor.id,
    action: 'dispute.decide',
    targetType: 'dispute',
    targetId: disputeId,
    reason: reason.trim(),
    before: {
      state: decided.state,
      projectId: decided.projectId,
      held: decided.held,
      proposedRelease: decided.proposedRelease,
    },
    after: { state: 'decided', released: decided.released, refunded: decided.refunded },
    address,
  });
  return {
    disputeId,
    projectId: decided.projectId,
    status: 'decided',
    state: 'decided',
    releasedCents: decided.released,
    refundedCents: decided.refunded,
  };
}
