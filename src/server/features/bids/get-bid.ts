import { eq } from 'drizzle-orm';
import type { BidWithProject } from '@shared/contract/bids.js';
import type { Query } from '../../core/domain.js';
import type { UserRow } from '../../db/schema.js';
import { bids } from '../../db/schema.js';
import { forbidden, notFound } from '../../core/errors.js';
import { findBidPayment } from '../payments/index.js';
import { canViewProject } from '../projects/index.js';
import {
  BID_ERRORS,
  BID_MESSAGES,
  canSeeBidDetails,
  toBidView,
} from '@shared/contract/bids-rules.js';
import { selectBidsWithProject } from './bids-with-project.js';

/**
 * One bid with its project, for the project's owner and the bid's developer only. Anyone else
 * gets 403 (not the hidden view): this resource exists for the payment screen and notification
 * links, which show 'Error Loading Bid' to others; the hidden view stays on the project page.
 * A bid on a project hidden from the viewer (paused or cancelled) is a 404, as the project is:
 * a 403 would tell that it exists.
 * Its payment (open checkout, or the money it holds) tells the payment screen what to offer.
 */
export async function getBid({
  db,
  actor,
  input,
}: Query<{ bidId: number }, UserRow>): Promise<BidWithProject> {
  const [row] = await selectBidsWithProject(db).where(eq(bids.id, input.bidId)).limit(1);
  if (!row) throw notFound(BID_ERRORS.bidNotFound);

  const viewer = { userId: actor.id, projectSubmitterId: row.project.submitterId };
  if (!canSeeBidDetails(row.bid, viewer)) {
    if (!canViewProject(row.project, actor.id)) throw notFound(BID_ERRORS.bidNotFound);
    throw forbidden(BID_MESSAGES.detailsHidden);
  }
  return {
    ...toBidView(row.bid, row.developerUsername, viewer),
    project: {
      id: row.project.id,
      name: row.project.name,
      status: row.project.status,
      submitterId: row.project.submitterId,
    },
    payment: await findBidPayment(db, row.bid.id),
  };
}
