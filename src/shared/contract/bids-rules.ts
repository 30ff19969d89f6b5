import { LIMITS } from '../constants.js';
import type { BidView } from './bids.js';

/**
 * Bids: the contract's plain part, its messages (the spec's words), limits and small rules,
 * without Zod. Pages import these; a form's schema in ./bids.ts loads with its validation, on
 * use (src/web/lib/lazy-zod-resolver.ts), so a page that only reads never downloads Zod.
 */

/** Messages of spec section 5, word for word. */
export const BID_MESSAGES = {
  amount: 'Amount must be positive',
  timeline: 'Timeline must be positive',
  message: `Message must be at least ${LIMITS.bidMessageMin} characters`,
  signedOut: 'You must be logged in to submit a bid',
  /** Spec section 6: what everyone but the owner and the bid's developer is told. */
  detailsHidden:
    'Bid details are only visible to the project owner and the developer who created this bid.',
} as const;

/** Server refusals of bid actions (not in the spec's catalogue; docs/decisions/bids.md). */
export const BID_ERRORS = {
  developersOnly: 'Only developers can bid on projects',
  ownProject: 'You cannot bid on your own project',
  notAcceptingBids: 'This project is not accepting bids',
  alreadyBid: 'You have already bid on this project',
  finisherMismatch: 'You can only submit a bid as yourself',
  projectMismatch: 'The project in the body does not match the project in the path',
  projectNotFound: 'Project not found',
  bidNotFound: 'Bid not found',
  ownerOnlyAccept: 'Only the project owner can accept bids',
  bidNotPending: 'This bid is no longer pending',
  projectNotOpenForAccept: 'A bid can only be accepted while the project is open for bids',
  ownBidsOnly: 'You can only view your own bids',
  developerBidsOnly: 'Only developers have bids',
  ownerOnlyTable: 'Only the project owner can compare and manage its bids',
  ownerOnlyDecline: 'Only the project owner can decline bids',
  ownerOnlyShortlist: 'Only the project owner can shortlist bids',
  ownBidOnlyChange: 'Only the developer who made this bid can change or withdraw it',
  declineReason: `A reason must be at most ${LIMITS.declineReasonMax} characters`,
  invitationNote: `A note must be at most ${LIMITS.invitationNoteMax} characters`,
  invitationUsername: 'Choose a developer to invite',
  ownerOnlyInvite: 'Only the project owner can invite developers to bid',
  inviteDevelopersOnly: 'Only developers can be invited to bid',
  inviteSelf: 'You cannot invite yourself',
  developerNotFound: 'Developer not found',
  alreadyInvited: 'You have already invited this developer to this project',
  alreadyBidInvite: 'This developer has already bid on this project',
  ownInvitationsOnly: 'You can only view your own invitations',
} as const;

/**
 * What of a bid a viewer sees (spec section 6, decisions.md Roles): the amount, timeline and
 * message only to the project's owner and the bid's developer. The one place that decides it:
 * every answer carrying a bid goes through `toBidView` (the project page's list of bids in the
 * projects feature, and the bids feature's own answers), and the web may ask the same question.
 */
export interface BidViewer {
  /** The signed-in user's id, or null for a visitor. */
  userId: number | null;
  /** The bid's project's owner: its `submitterId`. */
  projectSubmitterId: number;
}

export function canSeeBidDetails(bid: { finisherId: number }, viewer: BidViewer): boolean {
  return (
    viewer.userId !== null &&
    (viewer.userId === viewer.projectSubmitterId || viewer.userId === bid.finisherId)
  );
}

/** What of a bid row its view needs (the project detail reads just these, in one query). */
export interface BidViewFields {
  id: number;
  projectId: number;
  finisherId: number;
  status: BidView['status'];
  createdAt: Date;
  amount: number;
  timeline: number;
  message: string;
}

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
