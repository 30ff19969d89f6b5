/**
 * Finding and locking a dispute in the lock order (core/row-locks.ts): the dispute is read
 * unlocked to learn its project, the project is locked, then the dispute is locked and read again.
 * Strangers get 404: a dispute's existence is the parties' business.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { DISPUTE_MESSAGES } from '@shared/contract/disputes-rules.js';
import { OPEN_DISPUTE_STATES } from '@shared/lifecycle.js';
import type { Queryable, Transaction } from '../../db/client.js';
import { disputes, type DisputeRow } from '../../db/schema.js';
import { notFound } from '../../core/errors.js';
import { lockProject } from '../../core/row-locks.js';

export type Side = 'owner' | 'developer';

export const sideOf = (dispute: DisputeRow, userId: number): Side | null =>
  dispute.ownerId === userId ? 'owner' : dispute.developerId === userId ? 'developer' : null;

/** The dispute, its project locked and then itself, for a change by `actorId` (null: a job). */
export async function lockDispute(
  tx: Transaction,
  disputeId: number,
  actorId: number | null,
): Promise<{ dispute: DisputeRow; side: Side | null; projectName: string }> {
  const [found] = await tx
    .select({
      projectId: disputes.projectId,
      ownerId: disputes.ownerId,
      developerId: disputes.developerId,
    })
    .from(disputes)
    .where(eq(disputes.id, disputeId));
  if (!found || (actorId !== null && actorId !== found.ownerId && actorId !== found.developerId)) {
    throw notFound(DISPUTE_MESSAGES.notFound);
  }
  const project = await lockProject(tx, found.projectId);
  const [dispute] = await tx
    .select()
    .from(disputes)
    .where(eq(disputes.id, disputeId))
    .for('update');
  return {
    dispute: dispute!,
    side: actorId === null ? null : sideOf(dispute!, actorId),
    projectName: project!.name,
  };
}

/** The project's open dispute (its project row locked by the caller), if any. */
export async function openDisputeOf(
  db: Queryable,
  projectId: number,
): Promise<DisputeRow | undefined> {
  const [dispute] = await db
    .select()
    .from(disputes)
    .where(and(eq(disputes.projectId, projectId), inArray(disputes.state, OPEN_DISPUTE_STATES)))
    .orderBy(desc(disputes.id))
    .limit(1);
  return dispute;
}
