/**
 * A dispute's record of the delivered code (docs/decisions/verified-delivery.md, "A dispute's
 * record"): when a dispute opens, in its transaction, the latest delivery's evidence is copied as
 * it is then; `GET /api/disputes/{id}/delivery-evidence` shows that copy to the project's parties
 * and operators, whatever is pushed or read after.
 */
import { desc, eq } from 'drizzle-orm';
import { DISPUTE_RECORD_MESSAGES } from '@shared/contract/delivery-evidence-rules.js';
import type {
  DeliveryEvidence,
  DisputeDeliveryEvidence,
} from '@shared/contract/delivery-evidence.js';
import type { Query } from '../../core/domain.js';
import { notFound } from '../../core/errors.js';
import type { Queryable } from '../../db/client.js';
import { deliveries, disputeDeliveryEvidence, disputes, type UserRow } from '../../db/schema.js';
import { findProjectParties, isProjectParty } from '../projects/index.js';
import { readEvidenceView } from './get-evidence.js';

/** On `dispute.opened`: the project's latest delivery's evidence, kept as it is now. */
export async function recordDisputeEvidence(
  tx: Queryable,
  { disputeId, projectId }: { disputeId: number; projectId: number },
) {
  const [latest] = await tx
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(eq(deliveries.projectId, projectId))
    .orderBy(desc(deliveries.createdAt), desc(deliveries.id))
    .limit(1);
  if (!latest) return;
  const read = await readEvidenceView(tx, latest.id);
  if (!read) return;
  await tx
    .insert(disputeDeliveryEvidence)
    .values({ disputeId, deliveryId: latest.id, evidence: read.view })
    .onConflictDoNothing();
}

export async function getDisputeEvidence({
  db,
  actor,
  input,
}: Query<{ disputeId: number }, UserRow>): Promise<DisputeDeliveryEvidence | null> {
  const [dispute] = await db
    .select({ projectId: disputes.projectId })
    .from(disputes)
    .where(eq(disputes.id, input.disputeId));
  const project = dispute && (await findProjectParties(db, dispute.projectId));
  if (!project || (!actor.isOperator && !isProjectParty(project, actor.id))) {
    throw notFound(DISPUTE_RECORD_MESSAGES.disputeNotFound);
  }
  const [record] = await db
    .select()
    .from(disputeDeliveryEvidence)
    .where(eq(disputeDeliveryEvidence.disputeId, input.disputeId));
  // None: no delivery when the dispute opened (or a dispute older than the record).
  if (!record) return null;
  return {
    deliveryId: record.deliveryId,
    recordedAt: record.recordedAt.toISOString(),
    evidence: record.evidence as DeliveryEvidence,
  };
}
