/**
 * Payments, escrow, payouts and onboarding (spec sections 2, 7, 8; decisions.md, Money;
 * money.md). Amounts in this contract are integer cents unless a name says dollars.
 */
import { z } from 'zod';
import { PAYMENT_STATUSES, REFUND_STATUSES, RELEASE_STATUSES } from '../constants.js';
import { idSchema, pageQuerySchema } from './common.js';

/** POST /api/bids/{id}/pay: where to send the browser. */
export const payResponseSchema = z.object({
  checkoutUrl: z.string(),
  paymentId: z.number(),
});
export type PayResponse = z.infer<typeof payResponseSchema>;

/** A receipt's number and kind, as a payment lists it for its payer. */
export const receiptRefSchema = z.object({
  /** `FL-2026-000123`: its page is /receipts/{number}. */
  number: z.string(),
  kind: z.enum(['payment', 'refund']),
});
export type ReceiptRef = z.infer<typeof receiptRefSchema>;

/**
 * A card chargeback as both parties see it (decisions.md, Held money): open, the held money is
 * frozen; won, it is held again; lost, the bank kept `amount`.
 */
export const chargebackNoticeSchema = z
  .object({
    status: z.enum(['open', 'won', 'lost']),
    /** Cents the bank disputed. */
    amount: z.number(),
    openedAt: z.string(),
    closedAt: z.string().nullable(),
  })
  .meta({ id: 'ChargebackNotice' });
export type ChargebackNotice = z.infer<typeof chargebackNoticeSchema>;

export const paymentViewSchema = z
  .object({
    id: z.number(),
    bidId: z.number(),
    projectId: z.number(),
    projectName: z.string(),
    developerUsername: z.string(),
    amount: z.number(),
    platformFee: z.number(),
    developerAmount: z.number(),
    status: z.enum(PAYMENT_STATUSES),
    provider: z.enum(['sandbox', 'stripe']),
    /** Cents returned to the owner (refunds decided, sent or on their way). */
    refunded: z.number(),
    /** Gross cents released from escrow (developer share plus fee). */
    released: z.number(),
    /** The developer's share of `released` (net of the fee), in cents. */
    releasedToDeveloper: z.number(),
    /** Cents still held in escrow for this project (payments' escrowOf: less chargebacks too). */
    held: z.number(),
    /** Cents a card chargeback took from the escrow and did not give back. */
    chargedBack: z.number(),
    /** The payment's latest card chargeback (the payer's bank disputed it), or null. */
    chargeback: chargebackNoticeSchema.nullable(),
    createdAt: z.string(),
    /** The payment's receipt and its refunds' receipts, oldest first: for its payer only, else []. */
    receipts: z.array(receiptRefSchema),
  })
  .meta({ id: 'Payment' });
export type PaymentView = z.infer<typeof paymentViewSchema>;

export const paymentsQuerySchema = pageQuerySchema;

/** GET /api/receipts/{number}: a numbered receipt (its payer and operators only). */
export const receiptParamsSchema = z.object({
  number: z.string().min(1).max(40),
});

export const receiptViewSchema = z
  .object({
    number: z.string(),
    kind: z.enum(['payment', 'refund']),
    /** When it was issued (the payment confirmed, the refund sent). */
    issuedAt: z.string(),
    paymentId: z.number(),
    projectId: z.number(),
    projectName: z.string(),
    developerUsername: z.string(),
    payerUsername: z.string(),
    /** Cents paid (or refunded). */
    amount: z.number(),
    /** Cents of Finishline's fee in `amount` (a refund: what Finishline kept). */
    fee: z.number(),
    /** Always USD (money.md). */
    currency: z.literal('USD'),
  })
  .meta({ id: 'Receipt' });
export type ReceiptView = z.infer<typeof receiptViewSchema>;

export const releaseViewSchema = z.object({
  id: z.number(),
  paymentId: z.number(),
  projectId: z.number(),
  projectName: z.string(),
  milestoneId: z.number().nullable(),
  /**
   * What released it: a milestone's or the delivery's approval, a dispute's settlement (accepted
   * or unanswered in time) or an operator's decision on one.
   */
  origin: z.enum(['milestone', 'delivery', 'settlement', 'decision']),
  gross: z.number(),
  developerAmount: z.number(),
  fee: z.number(),
  /** Taken back by an operator after a lost chargeback; the transfer sends the rest. */
  clawedBack: z.number(),
  status: z.enum(RELEASE_STATUSES),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type ReleaseView = z.infer<typeof releaseViewSchema>;

/** GET /api/users/{id}/earnings: a developer's money, by where it is. */
export const earningsSchema = z.object({
  /** Paid by owners, held in escrow on the developer's projects, developer's share (90%). */
  held: z.number(),
  /** Chargebacks on the developer's projects, newest first (at most 10): why money waits. */
  chargebacks: z.array(
    chargebackNoticeSchema.extend({ projectId: z.number(), projectName: z.string() }),
  ),
  /** Released but waiting for the developer's payout onboarding. */
  waitingForOnboarding: z.number(),
  /** Released and on its way to the connected account. */
  inTransit: z.number(),
  paidOut: z.number(),
  onboardingComplete: z.boolean(),
  releases: z.array(releaseViewSchema),
});
export type Earnings = z.infer<typeof earningsSchema>;

export const refundViewSchema = z.object({
  id: z.number(),
  amount: z.number(),
  status: z.enum(REFUND_STATUSES),
});

/** POST /api/stripe/create-connect-account (spec 7: userId, email; both checked, never trusted). */
export const connectAccountSchema = z
  .object({
    userId: idSchema.optional(),
    email: z.string().optional(),
  })
  .nullish();

export const connectAccountResponseSchema = z.object({ url: z.string() });

/** POST /api/stripe/check-onboarding-status (spec 7: userId). */
export const onboardingStatusSchema = z.object({ userId: idSchema.optional() }).nullish();
export const onboardingStatusResponseSchema = z.object({
  isComplete: z.boolean(),
  accountId: z.string().nullable(),
});
export type OnboardingStatus = z.infer<typeof onboardingStatusResponseSchema>;
