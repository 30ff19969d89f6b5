import { and, eq } from 'drizzle-orm';
import type { BidStatus } from '@shared/constants.js';
import type { BidTableRow } from '@shared/contract/bids.js';
import { BID_ERRORS } from '@shared/contract/bids-rules.js';
import { BID_LIFECYCLE } from '@shared/lifecycle.js';
import type { Command } from '../../core/domain.js';
import { forbidden, notFound, refuse } from '../../core/errors.js';
import { emit } from '../../core/events/index.js';
import { inStatusFor, requireTransition, statusAfter } from '../../core/lifecycle.js';
import type { Transaction } from '../../db/client.js';
import { bids, projects } from '../../db/schema.js';
import { canViewProject, lockVisibleProject } from '../projects/index.js';

/** The bid and its project, if `actorId` owns the project; 404 when hidden, 403 for others. */
async function ownedBid(tx: Transaction, bidId: number, actorId: number, refusal: string) {
  const [row] = await tx
    .select({
      projectId: bids.projectId,
      status: projects.status,
      submitterId: projects.submitterId,
      finisherId: projects.finisherId,
    })
    .from(bids)
    .innerJoin(projects, eq(projects.id, bids.projectId))
    .where(eq(bids.id, bidId));
  if (!row || !canViewProject(row, actorId)) throw notFound(BID_ERRORS.bidNotFound);
  if (row.submitterId !== actorId) throw forbidden(refusal);
  return row;
}

/** The owner's private mark on a bid: no one else sees it, so nothing is announced. */
export async function shortlistBid({
  tx,
  actor,
  input,
}: Command<{ bidId: number; shortlisted: boolean }>): Promise<
  Pick<BidTableRow, 'id' | 'shortlisted'>
> {
  await ownedBid(tx, input.bidId, actor.id, BID_ERRORS.ownerOnlyShortlist);
  const [bid] = await tx
    .update(bids)
    .set({ shortlisted: input.shortlisted })
    .where(eq(bids.id, input.bidId))
    .returning({ id: bids.id, shortlisted: bids.shortlisted });
  return bid!;
}

/**
 * The owner declines a pending bid, with an optional reason the developer is told. The project
 * row is locked first (core/row-locks.ts), as accepting does, so a decline and an accept of the
 * same bid cannot both win: the second finds the bid no longer pending (409).
 */
export async function declineBid({
  tx,
  actor,
  input,
}: Command<{ bidId: number; reason: string | null }>): Promise<{ id: number; status: BidStatus }> {
  const owned = await ownedBid(tx, input.bidId, actor.id, BID_ERRORS.ownerOnlyDecline);
  const project = await lockVisibleProject(tx, owned.projectId, actor.id);
  if (!project) throw notFound(BID_ERRORS.bidNotFound);

  const [current] = await tx
    .select({ status: bids.status })
    .from(bids)
    .where(eq(bids.id, input.bidId));
  requireTransition(BID_LIFECYCLE, 'decline', current!.status, BID_ERRORS.bidNotPending);
  const [declined] = await tx
    .update(bids)
    .set({ status: statusAfter(BID_LIFECYCLE, 'decline'), declineReason: input.reason })
    .where(and(eq(bids.id, input.bidId), inStatusFor(bids.status, BID_LIFECYCLE, 'decline')))
    .returning();
  if (!declined) throw refuse('bid_not_pending', BID_ERRORS.bidNotPending);

  await emit(tx, {
    type: 'bid.declined',
    data: { projectId: project.id, bidId: declined.id },
    audience: [actor.id, declined.finisherId],
    notify: [
      {
        userId: declined.finisherId,
        type: 'bid',
        title: 'Bid declined',
        content: input.reason
          ? `The owner of "${project.name}" declined your bid: ${input.reason}`
          : `The owner of "${project.name}" declined your bid.`,
        relatedId: project.id,
      },
    ],
  });
  return { id: declined.id, status: declined.status };
}
