import { and, eq, inArray, ne } from 'drizzle-orm';
import type { ProjectStatus } from '@shared/constants.js';
import { BID_ERRORS, type AcceptBidResponse } from '@shared/contract/bids.js';
import type { Database } from '../../db/client.js';
import { bids, projects, users } from '../../db/schema.js';
import { conflict, forbidden, notFound } from '../../core/errors.js';
import { createNotifications } from '../notifications/create-notifications.js';
import { OPEN_FOR_BIDS, acceptsBids } from './accepts-bids.js';
import { toBidView } from './bid-visibility.js';

/**
 * The owner accepts a pending bid (decisions.md, Project life cycle). One transaction: the project
 * row is locked FOR UPDATE first, so of two accepts on one project (same bid or not) the second
 * waits, then finds the project in progress (or the bid accepted) and gets 409. The project update
 * is also conditional on its status, so the invariant holds even without the lock.
 */
export async function acceptBid(
  db: Database,
  bidId: number,
  actingUserId: number,
): Promise<AcceptBidResponse> {
  // Ownership never changes, so refuse non-owners before taking any lock.
  const [target] = await db
    .select({ projectId: bids.projectId, submitterId: projects.submitterId })
    .from(bids)
    .innerJoin(projects, eq(projects.id, bids.projectId))
    .where(eq(bids.id, bidId))
    .limit(1);
  if (!target) throw notFound(BID_ERRORS.bidNotFound);
  if (target.submitterId !== actingUserId) throw forbidden(BID_ERRORS.ownerOnlyAccept);

  return db.transaction(async (tx) => {
    const [project] = await tx
      .select({ id: projects.id, name: projects.name, status: projects.status })
      .from(projects)
      .where(eq(projects.id, target.projectId))
      .for('update');
    const [bid] = await tx
      .select({ bid: bids, developerUsername: users.username })
      .from(bids)
      .innerJoin(users, eq(users.id, bids.finisherId))
      .where(eq(bids.id, bidId));
    if (!project || !bid) throw notFound(BID_ERRORS.bidNotFound);
    if (bid.bid.status !== 'pending') throw conflict(BID_ERRORS.bidNotPending);
    if (!acceptsBids(project.status)) throw conflict(BID_ERRORS.projectNotOpenForAccept);

    const [movedProject] = await tx
      .update(projects)
      .set({ status: 'in_progress', finisherId: bid.bid.finisherId, updatedAt: new Date() })
      .where(and(eq(projects.id, project.id), inArray(projects.status, [...OPEN_FOR_BIDS])))
      .returning({ id: projects.id, status: projects.status, finisherId: projects.finisherId });
    if (!movedProject) throw conflict(BID_ERRORS.projectNotOpenForAccept);

    const [accepted] = await tx
      .update(bids)
      .set({ status: 'accepted' })
      .where(and(eq(bids.id, bidId), eq(bids.status, 'pending')))
      .returning();
    if (!accepted) throw conflict(BID_ERRORS.bidNotPending);

    const rejected = await tx
      .update(bids)
      .set({ status: 'rejected' })
      .where(and(eq(bids.projectId, project.id), eq(bids.status, 'pending'), ne(bids.id, bidId)))
      .returning({ finisherId: bids.finisherId });

    await createNotifications(tx, [
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
    ]);

    return {
      bid: toBidView(accepted, bid.developerUsername, {
        userId: actingUserId,
        projectOwnerId: target.submitterId,
      }),
      project: {
        id: movedProject.id,
        status: movedProject.status as ProjectStatus,
        finisherId: movedProject.finisherId!,
      },
    };
  });
}
