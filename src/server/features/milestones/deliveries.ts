/**
 * The developer's delivery of a paid project (issue 12): submitted with a message and an optional
 * link, then approved by the owner (approve-delivery.ts: the project completes and what
 * is held is released) or sent back with a note, after which a new delivery can follow. At most
 * one delivery waits for an answer at a time (a partial unique index).
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Delivery } from '@shared/contract/milestones.js';
import { DELIVERY_MESSAGES, MILESTONE_MESSAGES } from '@shared/contract/milestones-rules.js';
import { DELIVERY_LIFECYCLE, PROJECT_LIFECYCLE } from '@shared/lifecycle.js';
import type { Command, Query } from '../../core/domain.js';
import { forbidden, notFound, refuse } from '../../core/errors.js';
import { emit } from '../../core/events/index.js';
import { inStatusFor, requireTransition, statusAfter } from '../../core/lifecycle.js';
import { uniqueViolation } from '../../core/postgres-errors.js';
import { deliveries, projects, type UserRow } from '../../db/schema.js';
import { projectForParty } from '../projects/index.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export function toDelivery(row: typeof deliveries.$inferSelect): Delivery {
  return {
    id: row.id,
    projectId: row.projectId,
    finisherId: row.developerId,
    developerId: row.developerId,
    message: row.message,
    link: row.link,
    repository: row.repository,
    ref: row.ref,
    status: row.status,
    changesNote: row.changesNote,
    respondedAt: row.respondedAt?.toISOString() ?? null,
    autoApproveAt: row.autoApproveAt.toISOString(),
    approvedAutomatically: row.approvedAutomatically,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listDeliveries({
  db,
  actor,
  input,
}: Query<{ projectId: number }, UserRow>): Promise<Delivery[]> {
  await projectForParty(db, input.projectId, actor.id);
  const rows = await db
    .select()
    .from(deliveries)
    .where(eq(deliveries.projectId, input.projectId))
    .orderBy(desc(deliveries.createdAt), desc(deliveries.id))
    .limit(50);
  return rows.map(toDelivery);
}

export async function submitDelivery({
  tx,
  actor,
  input,
}: Command<{
  projectId: number;
  message: string;
  link: string | null;
  repository: string | null;
  ref: string | null;
  autoApproveDays: number;
}>): Promise<Delivery> {
  const project = await projectForParty(tx, input.projectId, actor.id, { lock: true });
  if (actor.id !== project.finisherId) throw forbidden(MILESTONE_MESSAGES.developerOnly);
  requireTransition(
    PROJECT_LIFECYCLE,
    'approveDelivery',
    project.status,
    DELIVERY_MESSAGES.notPaid,
  );
  // The code delivered: the named repository, else the project's code link (none: no evidence).
  const [code] = await tx
    .select({ codeLink: projects.codeLink })
    .from(projects)
    .where(eq(projects.id, project.id));
  const repository = input.repository ?? code?.codeLink ?? null;
  let row;
  try {
    [row] = await tx
      .insert(deliveries)
      .values({
        projectId: project.id,
        developerId: actor.id,
        message: input.message,
        link: input.link,
        repository,
        ref: repository ? input.ref : null,
        autoApproveAt: new Date(Date.now() + input.autoApproveDays * DAY_MS),
      })
      .returning();
  } catch (error) {
    if (uniqueViolation(error) === null) throw error;
    throw refuse('delivery_open', DELIVERY_MESSAGES.alreadyOpen);
  }
  await emit(tx, {
    type: 'delivery.submitted',
    data: { projectId: project.id, deliveryId: row!.id },
    audience: [project.submitterId, actor.id],
    notify: [
      {
        userId: project.submitterId,
        type: 'project',
        title: 'Work delivered',
        content: `${actor.username} delivered "${project.name}". Approve it to complete the project and release the payment, or request changes.`,
        relatedId: project.id,
      },
    ],
  });
  return toDelivery(row!);
}

/**
 * A delivery and its project, both locked, for one of the project's parties; anyone else gets
 * 404. The delivery is read unlocked to learn its project, which is locked first (lock order:
 * core/row-locks.ts, lockProject), then the delivery is locked and read again.
 */
export async function findDelivery(
  tx: Command<unknown>['tx'],
  deliveryId: number,
  viewer: UserRow,
) {
  const byId = eq(deliveries.id, deliveryId);
  const [unlocked] = await tx
    .select({ projectId: deliveries.projectId })
    .from(deliveries)
    .where(byId);
  if (!unlocked) throw notFound(DELIVERY_MESSAGES.notFound);
  const project = await projectForParty(tx, unlocked.projectId, viewer.id, {
    lock: true,
    notFoundMessage: DELIVERY_MESSAGES.notFound,
  });
  const [row] = await tx.select().from(deliveries).where(byId).for('update');
  if (!row) throw notFound(DELIVERY_MESSAGES.notFound);
  return { delivery: row, project };
}

export async function requestDeliveryChanges({
  tx,
  actor,
  input,
}: Command<{ deliveryId: number; note: string }>): Promise<Delivery> {
  const { delivery, project } = await findDelivery(tx, input.deliveryId, actor);
  if (actor.id !== project.submitterId) throw forbidden(MILESTONE_MESSAGES.ownerOnly);
  requireTransition(
    DELIVERY_LIFECYCLE,
    'requestChanges',
    delivery.status,
    DELIVERY_MESSAGES.notWaiting,
  );
  const [row] = await tx
    .update(deliveries)
    .set({
      status: statusAfter(DELIVERY_LIFECYCLE, 'requestChanges'),
      changesNote: input.note,
      respondedAt: sql`now()`,
    })
    .where(
      and(
        eq(deliveries.id, delivery.id),
        inStatusFor(deliveries.status, DELIVERY_LIFECYCLE, 'requestChanges'),
      ),
    )
    .returning();
  await emit(tx, {
    type: 'delivery.changes_requested',
    data: { projectId: project.id, deliveryId: delivery.id },
    audience: [project.submitterId, project.finisherId!],
    notify: [
      {
        userId: project.finisherId!,
        type: 'project',
        title: 'Changes requested',
        content: `The owner of "${project.name}" asked for changes before approving: ${input.note}`,
        relatedId: project.id,
      },
    ],
  });
  return toDelivery(row!);
}
