import { and, eq } from 'drizzle-orm';
import type { BidView } from '@shared/contract/bids.js';
import { BID_ERRORS } from '@shared/contract/bids-rules.js';
import { BID_LIFECYCLE } from '@shared/lifecycle.js';
import { formatCents } from '@shared/money.js';
import type { Command } from '../../core/domain.js';
import { forbidden, notFound, refuse } from '../../core/errors.js';
import { emit } from '../../core/events/index.js';
import { inStatusFor, requireTransition } from '../../core/lifecycle.js';
import type { Transaction } from '../../db/client.js';
import { bids, conversationChannels } from '../../db/schema.js';
import { toBidView } from '@shared/contract/bids-rules.js';
import { lockVisibleProject } from '../projects/index.js';

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/**
 * The developer's own pending bid, its project locked first (core/row-locks.ts), as accepting
 * and declining do: an edit or a withdrawal and the owner's decision take turns, and the second
 * finds the bid no longer pending (409). 404 when hidden or absent, 403 for anyone but its author.
 */
async function lockOwnPendingBid(tx: Transaction, bidId: number, actorId: number) {
  const [found] = await tx
    .select({ projectId: bids.projectId })
    .from(bids)
    .where(eq(bids.id, bidId));
  if (!found) throw notFound(BID_ERRORS.bidNotFound);
  const project = await lockVisibleProject(tx, found.projectId, actorId);
  if (!project) throw notFound(BID_ERRORS.bidNotFound);
  const [bid] = await tx.select().from(bids).where(eq(bids.id, bidId));
  if (!bid) throw notFound(BID_ERRORS.bidNotFound);
  if (bid.finisherId !== actorId) throw forbidden(BID_ERRORS.ownBidOnlyChange);
  requireTransition(BID_LIFECYCLE, 'revise', bid.status, BID_ERRORS.bidNotPending);
  return { bid, project };
}

/** The developer changes a pending bid's terms; the owner is notified with the new ones. */
export async function updateBid({
  tx,
  actor,
  input,
}: Command<{
  bidId: number;
  amount: number;
  timeline: number;
  message: string;
}>): Promise<BidView> {
  const { project } = await lockOwnPendingBid(tx, input.bidId, actor.id);
  const [updated] = await tx
    .update(bids)
    .set({ amount: input.amount, timeline: input.timeline, message: input.message })
    .where(and(eq(bids.id, input.bidId), inStatusFor(bids.status, BID_LIFECYCLE, 'revise')))
    .returning();
  if (!updated) throw refuse('bid_not_pending', BID_ERRORS.bidNotPending);

  await emit(tx, {
    type: 'bid.updated',
    data: { projectId: project.id, bidId: updated.id },
    audience: [project.submitterId, actor.id],
    notify: [
      {
        userId: project.submitterId,
        type: 'bid',
        title: 'Bid updated',
        content: `${actor.username} changed their bid on "${project.name}": now ${formatCents(input.amount * 100)} over ${days(input.timeline)}.`,
        relatedId: project.id,
      },
    ],
  });
  return toBidView(updated, actor.username, {
    userId: actor.id,
    projectSubmitterId: project.submitterId,
  });
}

/**
 * The developer withdraws a pending bid: it never bound anyone, so the row goes (and they may bid
 * again while the project is open); a conversation started from it stays, no longer tied to it.
 * The owner is notified.
 */
export async function withdrawBid({
  tx,
  actor,
  input,
}: Command<{ bidId: number }>): Promise<{ id: number; projectId: number }> {
  const { bid, project } = await lockOwnPendingBid(tx, input.bidId, actor.id);
  await tx
    .update(conversationChannels)
    .set({ bidId: null })
    .where(eq(conversationChannels.bidId, bid.id));
  const [removed] = await tx
    .delete(bids)
    .where(and(eq(bids.id, bid.id), inStatusFor(bids.status, BID_LIFECYCLE, 'revise')))
    .returning({ id: bids.id });
  if (!removed) throw refuse('bid_not_pending', BID_ERRORS.bidNotPending);

  await emit(tx, {
    type: 'bid.withdrawn',
    data: { projectId: project.id, bidId: bid.id },
    audience: [project.submitterId, actor.id],
    notify: [
      {
        userId: project.submitterId,
        type: 'bid',
        title: 'Bid withdrawn',
        content: `${actor.username} withdrew their bid of ${formatCents(bid.amount * 100)} on "${project.name}".`,
        relatedId: project.id,
      },
    ],
  });
  return { id: bid.id, projectId: project.id };
}
