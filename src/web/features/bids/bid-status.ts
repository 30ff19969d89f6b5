import type { BidStatus } from '@shared/constants';

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
