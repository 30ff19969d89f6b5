/**
 * The one place that decides what of a bid a viewer sees (spec section 6, decisions.md Roles).
 * Every response carrying a bid goes through `toBidView`: the project page's list of bids (this
 * feature) and the bids feature's own answers, which sit above projects and import it from here.
 */
import type { BidView } from '@shared/contract/bids.js';
import type { BidRow } from '../../db/schema.js';

export interface BidViewer {
  /** The signed-in user's id, or null for a visitor. */
  userId: number | null;
  /** The owner (submitter) of the bid's project. */
  projectOwnerId: number;
}

export function canSeeBidDetails(bid: Pick<BidRow, 'finisherId'>, viewer: BidViewer): boolean {
  return (
    viewer.userId !== null &&
    (viewer.userId === viewer.projectOwnerId || viewer.userId === bid.finisherId)
  );
}

/** What of a bid row its view needs (the project detail reads just these, in one query). */
export type BidViewFields = Pick<
  BidRow,
  'id' | 'projectId' | 'finisherId' | 'status' | 'createdAt' | 'amount' | 'timeline' | 'message'
>;

export function toBidView(
  bid: BidViewFields,
  developerUsername: string,
  viewer: BidViewer,
): BidView {
  const visible = canSeeBidDetails(bid, viewer);
  return {
    id: bid.id,
    projectId: bid.projectId,
    finisherId: bid.finisherId,
    developerUsername,
    status: bid.status,
    createdAt: bid.createdAt.toISOString(),
    detailsHidden: !visible,
    amount: visible ? bid.amount : null,
    timeline: visible ? bid.timeline : null,
    message: visible ? bid.message : null,
  };
}
