/**
 * GET /api/deliveries/{id}/evidence and /api/milestones/{id}/evidence: the project's owner, its
 * developer and operators; anyone else gets 404, as for the project's deliveries and milestones
 * (features/projects, project-parties.ts). Each evidence carries the project's required checks
 * read against its runs.
 */
import { eq, inArray } from 'drizzle-orm';
import {
  EVIDENCE_MESSAGES,
  requiredCheckResults,
} from '@shared/contract/delivery-evidence-rules.js';
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
import { readCheckSettings } from './check-settings.js';

export async function getDeliveryEvidence({
  db,
  actor,
  input,
}: Query<{ deliveryId: number }, UserRow>): Promise<DeliveryEvidence> {
  const read = await readEvidenceView(db, input.deliveryId);
  if (!read) throw notFound(EVIDENCE_MESSAGES.notFound);
  const project = await findProjectParties(db, read.projectId);
  if (!project || (!actor.isOperator && !isProjectParty(project, actor.id))) {
    throw notFound(EVIDENCE_MESSAGES.notFound);
  }
  return read.view;
}

/** The delivery's evidence as the API shows it, with its project (undefined: no delivery). */
export async function readEvidenceView(
  db: Queryable,
  deliveryId: number,
): Promise<{ projectId: number; view: DeliveryEvidence } | undefined> {
  const [row] = await db
    .select({ projectId: deliveries.projectId, evidence: deliveryEvidence })
    .from(deliveries)
    .leftJoin(deliveryEvidence, eq(deliveryEvidence.deliveryId, deliveries.id))
    .where(eq(deliveries.id, deliveryId));
  if (!row) return undefined;
  const settings = await readCheckSettings(db, row.projectId);
  return { projectId: row.projectId, view: toEvidence(row.evidence, settings) };
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
  // The checks are shown against the project's required ones; a milestone never releases by
  // itself (the opt-in release is a delivery's).
  const settings = { ...(await readCheckSettings(db, row.projectId)), releaseOnChecks: false };
  if (!row.evidence) {
    return { ...toEvidence(null, settings), error: EVIDENCE_MESSAGES.milestoneNoCode };
  }
  return toEvidence(row.evidence, settings);
}

/**
 * The evidence of these deliveries, by delivery id, in one query and one settings read per
 * project (an operator's case record: features/ops; its deliveries are one project's). A
 * delivery that named no repository has none. The caller checks who may see it.
 */
export async function evidenceOfDeliveries(
  db: Queryable,
  deliveryIds: readonly number[],
): Promise<Map<number, DeliveryEvidence>> {
  if (deliveryIds.length === 0) return new Map();
  const rows = await db
    .select({ projectId: deliveries.projectId, evidence: deliveryEvidence })
    .from(deliveryEvidence)
    .innerJoin(deliveries, eq(deliveries.id, deliveryEvidence.deliveryId))
    .where(inArray(deliveryEvidence.deliveryId, [...deliveryIds]));
  const settingsOf = new Map<number, CheckSettings>();
  for (const projectId of new Set(rows.map((row) => row.projectId))) {
    settingsOf.set(projectId, await readCheckSettings(db, projectId));
  }
  return new Map(
    rows.map((row) => [
      row.evidence.deliveryId,
      toEvidence(row.evidence, settingsOf.get(row.projectId)!),
    ]),
  );
}

type CheckSettings = Awaited<ReturnType<typeof readCheckSettings>>;
type EvidenceRow = Omit<
  typeof deliveryEvidence.$inferSelect,
  'deliveryId' | 'releasedOnChecksAt'
> & {
  releasedOnChecksAt?: Date | null;
};

/** The API's shape of an evidence row (none: the delivery named no repository). */
function toEvidence(evidence: EvidenceRow | null, settings: CheckSettings): DeliveryEvidence {
  const checks = (evidence?.checks as EvidenceChecks | null) ?? NO_CHECKS;
  const requiredPart = {
    required: requiredCheckResults(
      settings.requiredChecks,
      evidence?.status === 'ready' ? checks.runs : [],
    ),
    releaseOnChecks: settings.releaseOnChecks,
    releasedOnChecks: evidence?.releasedOnChecksAt != null,
  };
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
      ...requiredPart,
    };
  }
  return {
    status: evidence.status,
    baseCommit: evidence.baseCommit,
    headCommit: evidence.headCommit,
    diff: (evidence.diff as EvidenceDiff | null) ?? null,
    todos: (evidence.todos as DeliveryEvidence['todos']) ?? null,
    flags: (evidence.flags as TamperFlag[]) ?? [],
    checks,
    stale: evidence.stale,
    error: evidence.error,
    ...requiredPart,
  };
}
