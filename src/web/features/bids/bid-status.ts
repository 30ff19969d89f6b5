import type { BidStatus } from '@shared/constants';
import type { BidMoney } from '@shared/contract/bids';

const LABELS: Record<BidStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  rejected: 'Rejected',
  paid: 'Paid',
  completed: 'Completed',
};

/** A bid's status as its badge reads. */
export const bidStatusLabel = (status: BidStatus) => LABELS[status];

/** Dashboard Applied Jobs: an open (pending) application reads 'Pending', others their raw status. */
export const appliedStatusLabel = (status: BidStatus | 'open') =>
  status === 'open' || status === 'pending' ? 'Pending' : status;

export const bidStatusTone = (status: BidStatus) =>
  (
    ({
      pending: 'warning',
      accepted: 'success',
      rejected: 'danger',
      paid: 'primary',
      completed: 'accent',
    }) as const
  )[status];

/**
 * A bid's badge, wherever a bid is shown (the owner's bid table, the developer's bid card and My
 * Bids): its status, but a paid bid whose money went back says so ('Refunded', 'Partly
 * refunded') instead of 'Paid'.
 */
export function bidBadge(status: BidStatus, money: BidMoney | null) {
  if (money && money.refunded > 0)
    return {
      label: money.refunded >= money.amount ? 'Refunded' : 'Partly refunded',
      tone: 'warning' as const,
    };
  return { label: bidStatusLabel(status), tone: bidStatusTone(status) };
}

/**
 * What happened to a paid bid's money once some went back or nothing is held any more, as the
 * owner ("released to them $216.68 (net) · refunded to you $294.25") or the developer ("released
 * to you … · refunded to the owner …") reads it; null while the money is simply held. `write`
 * writes cents with the view's one writer (shared/money.ts).
 */
export function bidMoneyWords(
  money: BidMoney | null,
  viewer: 'owner' | 'developer',
  write: (cents: number) => string,
): string | null {
  if (!money || (money.refunded === 0 && money.held > 0)) return null;
  const owner = viewer === 'owner';
  return [
    `released to ${owner ? 'them' : 'you'} ${write(money.releasedToDeveloper)} (net)`,
    money.refunded > 0 && `refunded to ${owner ? 'you' : 'the owner'} ${write(money.refunded)}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** bidMoneyWords as a sentence of its own (a card's line): "Released to you … ." */
export const asSentence = (words: string) => `${words.charAt(0).toUpperCase()}${words.slice(1)}.`;

/** The amounts bidMoneyWords writes, for the view's moneyWriter. */
export const bidMoneyAmounts = (money: BidMoney | null) =>
  money ? [money.releasedToDeveloper, money.refunded] : [];
