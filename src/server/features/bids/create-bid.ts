import type { BidView, CreateBidInput } from '@shared/contract/bids.js';
import { BID_ERRORS } from '@shared/contract/bids-rules.js';
import { BLOCK_MESSAGES } from '@shared/contract/safety-rules.js';
import { isOpenForBids } from '@shared/lifecycle.js';
import type { Command } from '../../core/domain.js';
import { badRequest, forbidden, notFound, refuse } from '../../core/errors.js';
import { emit } from '../../core/events/index.js';
import { uniqueViolation } from '../../core/postgres-errors.js';
import { bids } from '../../db/schema.js';
import { lockVisibleProject } from '../projects/index.js';
import { toBidView } from '@shared/contract/bids-rules.js';
import { isBlockedBetween } from '../safety/index.js';
import { formatCents } from '@shared/money.js';

export type CreateBidCommand = Command<
  { projectId: number } & { amount: number; timeline: number; message: string } & Pick<
      CreateBidInput,
      'finisherId'
    > & { bodyProjectId?: number }
>;

/**
 * A developer's bid on an open project (spec 5, decisions.md). The project row is locked
 * so a bid cannot slip in after a concurrent accept moved the project on: the accept waits for
 * this transaction, or this one waits and then sees the new status. Bids on one project
 * therefore take turns, which the card's bid count needs anyway (project-view.ts).
 */
export async function createBid({ tx, actor, input }: CreateBidCommand): Promise<BidView> {
  if (input.finisherId !== undefined && input.finisherId !== actor.id)
    throw forbidden(BID_ERRORS.finisherMismatch);
  if (input.bodyProjectId !== undefined && input.bodyProjectId !== input.projectId)
    throw badRequest(BID_ERRORS.projectMismatch, { projectId: [BID_ERRORS.projectMismatch] });
  if (actor.role !== 'developer') throw forbidden(BID_ERRORS.developersOnly);

  // A paused or cancelled project is not there for whoever may not open it: 404, as its page.
  const project = await lockVisibleProject(tx, input.projectId, actor.id);
  if (!project) throw notFound(BID_ERRORS.projectNotFound);
  if (project.submitterId === actor.id) throw forbidden(BID_ERRORS.ownProject);
  if (!isOpenForBids(project.status)) throw refuse('project_not_open', BID_ERRORS.notAcceptingBids);
  // A block either way ends new bids between the two (decisions.md, Reports and blocks), in words
  // that do not say who blocked whom.
  if (await isBlockedBetween(tx, actor.id, project.submitterId)) {
    throw forbidden(BLOCK_MESSAGES.cannotBid);
  }

  let bid;
  try {
    // No pre-check for an earlier bid: the unique index decides, for one request or two racing.
    [bid] = await tx
      .insert(bids)
      .values({
        projectId: project.id,
        finisherId: actor.id,
        amount: input.amount,
        timeline: input.timeline,
        message: input.message,
      })
      .returning();
  } catch (error) {
    if (uniqueViolation(error) === null) throw error;
    throw refuse('already_bid', BID_ERRORS.alreadyBid);
  }

  await emit(tx, {
    type: 'bid.created',
    data: { projectId: project.id, bidId: bid!.id },
    audience: [project.submitterId, actor.id],
    notify: [
      {
        userId: project.submitterId,
        type: 'bid',
        title: 'New bid received',
        content: `${actor.username} bid ${formatCents(input.amount * 100)} over ${days(input.timeline)} on "${project.name}".`,
        relatedId: project.id,
      },
    ],
  });
  return toBidView(bid!, actor.username, {
    userId: actor.id,
    projectSubmitterId: project.submitterId,
  });
}

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
