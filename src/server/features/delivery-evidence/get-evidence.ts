/**
 * GET /api/deliveries/{id}/evidence: the project's owner, its developer and operators; anyone
 * else gets 404, as for the project's deliveries (features/projects, project-parties.ts).
 */
import { eq } from 'drizzle-orm';
import {
  EVIDENCE_MESSAGES,
  requiredCheckResults,
} from '@shared/contract/delivery-evidence-rules.js';
import {
  NO_CHECKS,
  type DeliveryEvidence,
  type EvidenceChecks,
  type EvidenceDiff,
  type TamperFlag,
} from '@shared/contract/delivery-evidence.js';
import type { Query } from '../../core/domain.js';
import type { Queryable } from '../../db/client.js';
import { notFound } from '../../core/errors.js';
import { deliveries, deliveryEvidence, type UserRow } from '../../db/schema.js';
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
    .select({
      projectId: deliveries.projectId,
      repository: deliveries.repository,
      evidence: deliveryEvidence,
    })
    .from(deliveries)
    .leftJoin(deliveryEvidence, eq(deliveryEvidence.deliveryId, deliveries.id))
    .where(eq(deliveries.id, deliveryId));
  if (!row) return undefined;
  const settings = await readCheckSettings(db, row.projectId);
  const evidence = row.evidence;
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
      projectId: row.projectId,
      view: {
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
      },
    };
  }
  return {
    projectId: row.projectId,
    view: {
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
    },
  };
}
