import { z } from 'zod';
import { BID_STATUSES, LIMITS, PROJECT_STATUSES } from '../constants.js';
import { idSchema, pageQuerySchema } from './common.js';
import { paymentViewSchema } from './payments.js';
import { BID_MESSAGES } from './bids-rules.js';

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

/** GET /api/users/{id}/bids: one of the developer's own bids with its project's name and status. */
export const myBidSchema = bidViewSchema
  .extend({
    project: z.object({ id: z.number(), name: z.string(), status: z.enum(PROJECT_STATUSES) }),
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
