/**
 * GET /api/deliveries/{id}/evidence: the project's owner, its developer and operators; anyone
 * else gets 404, as for the project's deliveries (features/projects, project-parties.ts).
 */
import { eq, inArray } from 'drizzle-orm';
import { EVIDENCE_MESSAGES } from '@shared/contract/delivery-evidence-rules.js';
import { MILESTONE_MESSAGES } from '@shared/contract/milestones-rules.js';
import {
  NO_CHECKS,
  type DeliveryEvidence,
  type EvidenceChecks,
  type EvidenceDiff,
  type TamperFlag,
} from '@shared/contract/delivery-evidence.js';
import type { Query } from '../../core/domain.js';
import { notFound } from '../../core/errors.js';
import type { Queryable } from '../../db/client.js';
import {
  deliveries,
  deliveryEvidence,
  milestoneEvidence,
  milestones,
  type UserRow,
} from '../../db/schema.js';
import { findProjectParties, isProjectParty } from '../projects/index.js';

export async function getDeliveryEvidence({
  db,
  actor,
  input,
}: Query<{ deliveryId: number }, UserRow>): Promise<DeliveryEvidence> {
  const [row] = await db
    .select({
      projectId: deliveries.projectId,
      repository: deliveries.repository,
      evidence: deliveryEvidence,
    })
    .from(deliveries)
    .leftJoin(deliveryEvidence, eq(deliveryEvidence.deliveryId, deliveries.id))
    .where(eq(deliveries.id, input.deliveryId));
  if (!row) throw notFound(EVIDENCE_MESSAGES.notFound);
  const project = await findProjectParties(db, row.projectId);
  if (!project || (!actor.isOperator && !isProjectParty(project, actor.id))) {
    throw notFound(EVIDENCE_MESSAGES.notFound);
  }
  return toEvidence(row.evidence);
}

/**
 * GET /api/milestones/{id}/evidence: what was read of the code the milestone's latest completion
 * named; the same readers as a delivery's, anyone else 404 as for the project's milestones.
 */
export async function getMilestoneEvidence({
  db,
  actor,
  input,
}: Query<{ milestoneId: number }, UserRow>): Promise<DeliveryEvidence> {
  const [row] = await db
    .select({ projectId: milestones.projectId, evidence: milestoneEvidence })
    .from(milestones)
    .leftJoin(milestoneEvidence, eq(milestoneEvidence.milestoneId, milestones.id))
    .where(eq(milestones.id, input.milestoneId));
  if (!row) throw notFound(MILESTONE_MESSAGES.notFound);
  const project = await findProjectParties(db, row.projectId);
  if (!project || (!actor.isOperator && !isProjectParty(project, actor.id))) {
    throw notFound(MILESTONE_MESSAGES.notFound);
  }
  if (!row.evidence) return { ...toEvidence(null), error: EVIDENCE_MESSAGES.milestoneNoCode };
  return toEvidence(row.evidence);
}

type EvidenceRow = Omit<typeof deliveryEvidence.$inferSelect, 'deliveryId'>;

/** The API's shape of an evidence row; none: the delivery named no repository. */
function toEvidence(evidence: EvidenceRow | null): DeliveryEvidence {
  if (!evidence) {
    return {
      status: 'failed',
      baseCommit: null,
      headCommit: null,
      diff: null,
      todos: null,
      flags: [],
      checks: NO_CHECKS,
      stale: false,
      error: EVIDENCE_MESSAGES.noRepository,
    };
  }
  return {
    status: evidence.status,
    baseCommit: evidence.baseCommit,
    headCommit: evidence.headCommit,
    diff: (evidence.diff as EvidenceDiff | null) ?? null,
    todos: (evidence.todos as DeliveryEvidence['todos']) ?? null,
    flags: (evidence.flags as TamperFlag[]) ?? [],
    checks: (evidence.checks as EvidenceChecks | null) ?? NO_CHECKS,
    stale: evidence.stale,
    error: evidence.error,
  };
}

/**
 * The evidence of these deliveries, by delivery id, in one query (an operator's case record:
 * features/ops). A delivery that named no repository has none. The caller checks who may see it.
 */
export async function evidenceOfDeliveries(
  db: Queryable,
  deliveryIds: readonly number[],
): Promise<Map<number, DeliveryEvidence>> {
  if (deliveryIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(deliveryEvidence)
    .where(inArray(deliveryEvidence.deliveryId, [...deliveryIds]));
  return new Map(rows.map((row) => [row.deliveryId, toEvidence(row)]));
}
