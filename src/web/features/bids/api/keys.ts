import type { BidStatus } from '@shared/constants';

/** Every bids query key, from one factory; all start with `['bids']`. */
export const bidKeys = {
  all: ['bids'] as const,
  /** One page of the developer's own bids (dashboard Applied Jobs). */
  minePage: (
    userId: number,
    page: { limit: number; cursor: string | null; status: BidStatus | null },
  ) => ['bids', 'mine', userId, page] as const,
  /** The developer's own bids, page after page (My Projects' My Bids). */
  mine: (userId: number) => ['bids', 'mine', userId, 'all-pages'] as const,
  totalSpending: (userId: number) => ['bids', 'total-spending', userId] as const,
  /** One bid with its project and payment (the payment screen). */
  detail: (bidId: number) => ['bids', 'detail', bidId] as const,
  /** A project's bids as its owner weighs them (the bid table). */
  table: (projectId: number) => ['bids', 'table', projectId] as const,
  /** The developer's invitations to bid, page after page (the dashboard). */
  invitations: (userId: number) => ['bids', 'invitations', userId] as const,
};

/** The bids feature's changes; app/query-links.ts refreshes other features' data after them. */
export const bidMutationKeys = {
  create: ['bids', 'create'] as const,
  accept: ['bids', 'accept'] as const,
  decline: ['bids', 'decline'] as const,
  /** The developer edits or withdraws a pending bid. */
  revise: ['bids', 'revise'] as const,
  invite: ['bids', 'invite'] as const,
};
