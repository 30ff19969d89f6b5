import { z } from 'zod';
import { BID_STATUSES, LIMITS, PROJECT_STATUSES } from '../constants.js';
import { idSchema, pageQuerySchema } from './common.js';
import { paymentViewSchema } from './payments.js';
import { BID_ERRORS, BID_MESSAGES } from './bids-rules.js';

/** A JSON number (common.ts, numberFromText): "500", "0x10" or true is refused, not converted. */
const positiveInt = (message: string) =>
  z.number({ message }).int({ message }).positive({ message }).max(10_000_000, { message });

/** POST /api/projects/{id}/bids. `finisherId`/`projectId` may be sent (spec) but are checked, never trusted. */
export const createBidSchema = z.object({
  amount: positiveInt(BID_MESSAGES.amount),
  timeline: positiveInt(BID_MESSAGES.timeline),
  message: z
    .string({ message: BID_MESSAGES.message })
    .trim()
    .min(LIMITS.bidMessageMin, { message: BID_MESSAGES.message })
    .max(5000, { message: 'Message must be at most 5000 characters' }),
  finisherId: idSchema.optional(),
  projectId: idSchema.optional(),
});
export type CreateBidInput = z.input<typeof createBidSchema>;

/** PATCH /api/bids/{id}: the developer's new terms for a pending bid, checked as a new bid's. */
export const updateBidSchema = createBidSchema.pick({
  amount: true,
  timeline: true,
  message: true,
});
export type UpdateBidInput = z.input<typeof updateBidSchema>;

/**
 * A bid as one viewer may see it (spec section 6): amount, timeline and message are null and
 * `detailsHidden` is true unless the viewer owns the project or wrote the bid.
 */
export const bidViewSchema = z
  .object({
    id: z.number(),
    projectId: z.number(),
    finisherId: z.number(),
    developerUsername: z.string(),
    status: z.enum(BID_STATUSES),
    createdAt: z.string(),
    detailsHidden: z.boolean(),
    amount: z.number().nullable(),
    timeline: z.number().nullable(),
    message: z.string().nullable(),
  })
  .meta({ id: 'Bid' });
export type BidView = z.infer<typeof bidViewSchema>;
/** What names a bid and its developer (a bid view, or a row of the owner's bid table). */
export type BidRef = Pick<BidView, 'id' | 'finisherId' | 'developerUsername'>;

/**
 * GET /api/bids/{id}: the bid (for its owner or developer) with the project the payment screen
 * names, and its payment: an open checkout ('Ready for Payment'), or the money it holds.
 */
export const bidWithProjectSchema = bidViewSchema.extend({
  project: z.object({
    id: z.number(),
    name: z.string(),
    status: z.enum(PROJECT_STATUSES),
    submitterId: z.number(),
  }),
  payment: paymentViewSchema.nullable(),
});
export type BidWithProject = z.infer<typeof bidWithProjectSchema>;

/** POST /api/bids/{id}/accept. */
export const acceptBidResponseSchema = z.object({
  bid: bidViewSchema,
  project: z.object({
    id: z.number(),
    status: z.enum(PROJECT_STATUSES),
    finisherId: z.number(),
  }),
});
export type AcceptBidResponse = z.infer<typeof acceptBidResponseSchema>;

/**
 * The charged payment of a paid bid, in cents, as the ledger has it (escrowOf): what went back
 * to the owner and what reached the developer, so a refunded or split bid no longer reads 'Paid'
 * with the share it never paid out. Null for a bid nobody paid.
 */
export const bidMoneySchema = z
  .object({
    amount: z.number(),
    held: z.number(),
    refunded: z.number(),
    releasedToDeveloper: z.number(),
  })
  .meta({ id: 'BidMoney' });
export type BidMoney = z.infer<typeof bidMoneySchema>;

/**
 * GET /api/users/{id}/bids: one of the developer's own bids with its project's name and status,
 * and the owner's reason when they declined it.
 */
export const myBidSchema = bidViewSchema
  .extend({
    project: z.object({ id: z.number(), name: z.string(), status: z.enum(PROJECT_STATUSES) }),
    declineReason: z.string().nullable(),
    /** Where a paid bid's money went (refunded, released): null for a bid nobody paid. */
    payment: bidMoneySchema.nullable(),
  })
  .meta({ id: 'MyBid' });
export type MyBid = z.infer<typeof myBidSchema>;

/** GET /api/users/{id}/bids query: the usual page plus an optional status filter (e.g. accepted). */
export const myBidsQuerySchema = pageQuerySchema.extend({
  status: z.enum(BID_STATUSES).optional(),
});
export type MyBidsQuery = z.input<typeof myBidsQuerySchema>;

/** GET /api/users/{id}/total-spending: succeeded payments for the user's own projects, in dollars. */
export const totalSpendingSchema = z.object({ totalSpent: z.number() });
export type TotalSpending = z.infer<typeof totalSpendingSchema>;

/**
 * GET /api/projects/{id}/bid-table: one bid as the owner weighs it (decisions.md, Saved searches
 * and choosing a bid): the terms, what the developer would get, the developer's record and the
 * skills that match the project, and the owner's shortlist mark.
 */
export const bidTableRowSchema = z
  .object({
    id: z.number(),
    status: z.enum(BID_STATUSES),
    createdAt: z.string(),
    amount: z.number(),
    /** What the developer would be paid for it, in dollars (the amount less the platform's fee). */
    developerReceives: z.number(),
    /** Where a paid bid's money went (bidMoneySchema): null for a bid nobody paid. */
    payment: bidMoneySchema.nullable(),
    timeline: z.number(),
    message: z.string(),
    shortlisted: z.boolean(),
    declineReason: z.string().nullable(),
    developer: z.object({
      id: z.number(),
      username: z.string(),
      rating: z.number().nullable(),
      completedProjects: z.number(),
      /** The developer's skills that are among the project's technologies. */
      matchingSkills: z.array(z.string()),
    }),
  })
  .meta({ id: 'BidTableRow' });
export type BidTableRow = z.infer<typeof bidTableRowSchema>;

/** PUT /api/bids/{id}/shortlist. */
export const shortlistBidSchema = z.object({ shortlisted: z.boolean() });
export type ShortlistBidInput = z.infer<typeof shortlistBidSchema>;

/** POST /api/bids/{id}/decline: an optional reason, told to the developer. */
export const declineBidSchema = z.object({
  reason: z
    .string({ message: BID_ERRORS.declineReason })
    .trim()
    .max(LIMITS.declineReasonMax, { message: BID_ERRORS.declineReason })
    .optional()
    .transform((reason) => reason || null),
});
export type DeclineBidInput = z.input<typeof declineBidSchema>;

/** POST /api/projects/{id}/invitations: invite a developer (by username) to bid, with a note. */
export const inviteToBidSchema = z.object({
  username: z
    .string({ message: BID_ERRORS.invitationUsername })
    .trim()
    .min(1, { message: BID_ERRORS.invitationUsername })
    .max(64, { message: BID_ERRORS.developerNotFound }),
  note: z
    .string({ message: BID_ERRORS.invitationNote })
    .trim()
    .max(LIMITS.invitationNoteMax, { message: BID_ERRORS.invitationNote })
    .optional()
    .transform((note) => note || null),
});
export type InviteToBidInput = z.input<typeof inviteToBidSchema>;

/** An invitation to bid, as the invited developer sees it (and the owner, once sent). */
export const invitationSchema = z
  .object({
    id: z.number(),
    note: z.string().nullable(),
    createdAt: z.string(),
    developerUsername: z.string(),
    ownerUsername: z.string(),
    project: z.object({ id: z.number(), name: z.string(), status: z.enum(PROJECT_STATUSES) }),
    /** The developer has bid on the project since. */
    hasBid: z.boolean(),
  })
  .meta({ id: 'Invitation' });
export type Invitation = z.infer<typeof invitationSchema>;
