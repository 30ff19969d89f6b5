import { eq } from 'drizzle-orm';
import { BID_ERRORS } from '@shared/contract/bids.js';
import type { BidView, CreateBidInput } from '@shared/contract/bids.js';
import type { Database } from '../../db/client.js';
import { bids, projects, type UserRow } from '../../db/schema.js';
import { badRequest, conflict, forbidden, notFound } from '../../core/errors.js';
import { uniqueViolation } from '../../core/postgres-errors.js';
import { createNotifications } from '../notifications/create-notifications.js';
import { acceptsBids } from './accepts-bids.js';
import { toBidView } from './bid-visibility.js';

export interface CreateBidParams {
  projectId: number;
  /** The session's user: always the bidder. */
  user: UserRow;
  input: { amount: number; timeline: number; message: string } & Pick<
    CreateBidInput,
    'finisherId' | 'projectId'
  >;
}

/**
 * A developer's bid on an open project (spec 5, decisions.md). The project row is read FOR SHARE
 * so a bid cannot slip in after a concurrent accept moved the project on: the accept's FOR UPDATE
 * waits for this transaction, or this one waits and then sees the new status.
 */
export async function createBid(db: Database, params: CreateBidParams): Promise<BidView> {
  const { user, input, projectId } = params;
  if (input.finisherId !== undefined && input.finisherId !== user.id)
    throw forbidden(BID_ERRORS.finisherMismatch);
  if (input.projectId !== undefined && input.projectId !== projectId)
    throw badRequest(BID_ERRORS.projectMismatch, { projectId: [BID_ERRORS.projectMismatch] });
  if (user.role !== 'developer') throw forbidden(BID_ERRORS.developersOnly);

  return db.transaction(async (tx) => {
    const [project] = await tx
      .select({
        id: projects.id,
        name: projects.name,
        status: projects.status,
        submitterId: projects.submitterId,
      })
      .from(projects)
      .where(eq(projects.id, projectId))
      .for('share');
    if (!project) throw notFound(BID_ERRORS.projectNotFound);
    if (project.submitterId === user.id) throw forbidden(BID_ERRORS.ownProject);
    if (!acceptsBids(project.status)) throw conflict(BID_ERRORS.notAcceptingBids);

    let bid;
    try {
      // No pre-check for an earlier bid: the unique index decides, for one request or two racing.
      [bid] = await tx
        .insert(bids)
        .values({
          projectId,
          finisherId: user.id,
          amount: input.amount,
          timeline: input.timeline,
          message: input.message,
        })
        .returning();
    } catch (error) {
      if (uniqueViolation(error) === null) throw error;
      throw conflict(BID_ERRORS.alreadyBid);
    }

    await createNotifications(tx, [
      {
        userId: project.submitterId,
        type: 'bid',
        title: 'New bid received',
        content: `${user.username} bid $${input.amount} over ${days(input.timeline)} on "${project.name}".`,
        relatedId: project.id,
      },
    ]);
    return toBidView(bid!, user.username, {
      userId: user.id,
      projectOwnerId: project.submitterId,
    });
  });
}

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
