import type { BidStatus } from '@shared/constants';

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** Whole dollars as '$1,250' (bid amounts and budgets are whole dollars; spec section 3). */
export const formatDollars = (amount: number) => dollars.format(amount);

/** '1 day' / '14 days' (spec: timeline in day/days). */
export const formatDays = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

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
