import type { CurrentUser } from '@shared/contract/auth';
import { BID_ERRORS, BID_MESSAGES } from '@shared/contract/bids-rules';
import type { ProjectDetail } from '@shared/contract/projects';
import { isOpenForBids } from '@shared/lifecycle';

export type BidEligibility =
  | { canBid: true }
  | {
      canBid: false;
      reason: 'signedOut' | 'owner' | 'alreadyBid' | 'notOpen' | 'notDeveloper';
      message: string;
    };

/**
 * May this viewer bid on this project (spec section 5)? Logged in, a developer, not the owner,
 * the project open for bids, and no earlier bid of theirs. The server enforces the same rules.
 */
export function bidEligibility(project: ProjectDetail, user: CurrentUser | null): BidEligibility {
  if (!user) return { canBid: false, reason: 'signedOut', message: BID_MESSAGES.signedOut };
  if (user.id === project.submitterId)
    return { canBid: false, reason: 'owner', message: BID_ERRORS.ownProject };
  if (project.bids.some((bid) => bid.finisherId === user.id))
    return { canBid: false, reason: 'alreadyBid', message: BID_ERRORS.alreadyBid };
  if (!isOpenForBids(project.status))
    return { canBid: false, reason: 'notOpen', message: BID_ERRORS.notAcceptingBids };
  if (user.role !== 'developer')
    return { canBid: false, reason: 'notDeveloper', message: BID_ERRORS.developersOnly };
  return { canBid: true };
}
