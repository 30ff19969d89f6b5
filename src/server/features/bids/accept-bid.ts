import { and, eq, ne, sql } from 'drizzle-orm';
import type { AcceptBidResponse } from '@shared/contract/bids.js';
import { BID_ERRORS } from '@shared/contract/bids-rules.js';
import { BID_LIFECYCLE, PROJECT_LIFECYCLE } from '@shared/lifecycle.js';
import type { Command } from '../../core/domain.js';
import { forbidden, notFound, refuse } from '../../core/errors.js';
import { emit } from '../../core/events/index.js';
import { inStatusFor, requireTransition, statusAfter } from '../../core/lifecycle.js';
import { bids, projects, users } from '../../db/schema.js';
import { canViewProject, lockVisibleProject } from '../projects/index.js';
import { toBidView } from '@shared/contract/bids-rules.js';

export type AcceptBidCommand = Command<{ bidId: number }>;

/**
 * The owner accepts a pending bid (decisions.md, Project life cycle): the bid is accepted, the
 * project's other pending bids rejected, the project in progress with its developer set. The
 * project row is locked FOR UPDATE first, so of two accepts on one project (same bid or not) the
 * second waits, then finds the project in progress (or the bid accepted) and gets 409. The
 * updates are also conditional on the life-cycle table, so the invariant holds even without the lock.
 */
export async function acceptBid({
  tx,
  actor,
  input,
}: AcceptBidCommand): Promise<AcceptBidResponse> {
  // Ownership never changes, so non-owners are refused before any lock is taken.
  const [target] = await tx
    .select({
      projectId: bids.projectId,
      submitterId: projects.submitterId,
      status: projects.status,
      finisherId: projects.finisherId,
    })
    .from(bids)
    .innerJoin(projects, eq(projects.id, bids.projectId))
    .where(eq(bids.id, input.bidId))
    .limit(1);
  // A bid on a project hidden from this user (paused, cancelled) is not there for them.
  if (!target || !canViewProject(target, actor.id)) throw notFound(BID_ERRORS.bidNotFound);
  if (target.submitterId !== actor.id) throw forbidden(BID_ERRORS.ownerOnlyAccept);

  const project = await lockVisibleProject(tx, target.projectId, actor.id);
  if (!project) throw notFound(BID_ERRORS.bidNotFound);

  const [bid] = await tx
    .select({
      bid: bids,
      developerUsername: users.username,
      suspended: sql<boolean>`(${users.suspendedAt} is not null)`,
    })
    .from(bids)
    .innerJoin(users, eq(users.id, bids.finisherId))
    .where(eq(bids.id, input.bidId));
  // A suspended developer's pending bid is out of every list (decisions.md, Operators).
  if (!bid || (bid.bid.status === 'pending' && bid.suspended)) {
    throw notFound(BID_ERRORS.bidNotFound);
  }
  requireTransition(BID_LIFECYCLE, 'accept', bid.bid.status, BID_ERRORS.bidNotPending);
  requireTransition(
    PROJECT_LIFECYCLE,
    'acceptBid',
    project.status,
    BID_ERRORS.projectNotOpenForAccept,
  );

  const [movedProject] = await tx
    .update(projects)
    .set({
      status: statusAfter(PROJECT_LIFECYCLE, 'acceptBid'),
      finisherId: bid.bid.finisherId,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(projects.id, project.id),
        inStatusFor(projects.status, PROJECT_LIFECYCLE, 'acceptBid'),
      ),
    )
    .returning({ id: projects.id, status: projects.status, finisherId: projects.finisherId });
  if (!movedProject) throw refuse('project_not_open', BID_ERRORS.projectNotOpenForAccept);

  const [accepted] = await tx
    .update(bids)
    .set({ status: statusAfter(BID_LIFECYCLE, 'accept') })
    .where(and(eq(bids.id, input.bidId), inStatusFor(bids.status, BID_LIFECYCLE, 'accept')))
    .returning();
  if (!accepted) throw refuse('bid_not_pending', BID_ERRORS.bidNotPending);

  const rejected = await tx
    .update(bids)
    .set({ status: statusAfter(BID_LIFECYCLE, 'reject') })
    .where(
      and(
        eq(bids.projectId, project.id),
        inStatusFor(bids.status, BID_LIFECYCLE, 'reject'),
        ne(bids.id, input.bidId),
      ),
    )
    .returning({ finisherId: bids.finisherId });

  await emit(tx, {
    type: 'bid.accepted',
    data: { projectId: project.id, bidId: accepted.id, status: accepted.status },
    audience: [actor.id],
    notify: [
      {
        userId: accepted.finisherId,
        type: 'bid',
        title: 'Bid accepted',
        content: `Your bid on "${project.name}" was accepted. The owner can now proceed to payment.`,
        relatedId: project.id,
      },
      ...rejected.map((r) => ({
        userId: r.finisherId,
        type: 'bid' as const,
        title: 'Bid rejected',
        content: `The owner of "${project.name}" accepted another bid.`,
        relatedId: project.id,
      })),
    ],
  });

  return {
    bid: toBidView(accepted, bid.developerUsername, {
      userId: actor.id,
      projectSubmitterId: project.submitterId,
    }),
    project: {
      id: movedProject.id,
      status: movedProject.status,
      finisherId: movedProject.finisherId!,
    },
  };
}
