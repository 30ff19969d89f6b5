import { and, eq, inArray, ne } from 'drizzle-orm';
import {
  BID_LIFECYCLE,
  LIVE_PAYMENT_STATUSES,
  PAYMENT_LIFECYCLE,
  PROJECT_LIFECYCLE,
  can,
} from '@shared/lifecycle.js';
import { formatCents } from '@shared/money.js';
import type { Command } from '../../core/domain.js';
import { emit } from '../../core/events/index.js';
import { inStatusFor, statusAfter } from '../../core/lifecycle.js';
import { bids, payments, projects, refunds, users } from '../../db/schema.js';
import { lockProject, lockUser } from '../../core/row-locks.js';
import { recordCharge, recordRefund } from './ledger.js';
import type { CheckoutSession } from './provider/index.js';
import { queueMoneySend } from './money-jobs.js';
import { issueReceipt } from './receipts.js';

export type ConfirmOutcome =
  'confirmed' | 'already-handled' | 'unknown-session' | 'not-paid' | 'refunded-late';

/**
 * The provider says a checkout was paid (a verified webhook, or our own retrieval of the session;
 * never the browser's return). In one transaction: payment succeeded, bid and project paid, the
 * charge in the ledger, both sides notified. Conditional on the payment still being pending, so
 * a replayed or duplicated event changes nothing the second time.
 *
 * A checkout can complete at the provider just as we give it up (its expiry, a cancellation):
 * such a late payment still counts if the bid is still waiting for it and nothing else was paid;
 * otherwise it is recorded and returned in full, so no charge is ever kept unaccounted for.
 */
export async function confirmPayment({
  tx,
  input,
}: Command<{ session: CheckoutSession }, null>): Promise<ConfirmOutcome> {
  const { session } = input;
  // Its project is locked first (lock order: core/row-locks.ts, lockProject), after the
  // owner's row when their first payment will mark them as having paid (see below).
  const [owning] = await tx
    .select({ projectId: bids.projectId, submitterId: users.id, ownerHasPaid: users.hasPaid })
    .from(payments)
    .innerJoin(bids, eq(bids.id, payments.bidId))
    .innerJoin(projects, eq(projects.id, bids.projectId))
    .innerJoin(users, eq(users.id, projects.submitterId))
    .where(eq(payments.checkoutSessionId, session.id));
  if (!owning) return 'unknown-session';
  if (!owning.ownerHasPaid) await lockUser(tx, owning.submitterId);
  await lockProject(tx, owning.projectId);
  const [found] = await tx
    .select({ payment: payments, bid: bids, project: projects })
    .from(payments)
    .innerJoin(bids, eq(bids.id, payments.bidId))
    .innerJoin(projects, eq(projects.id, bids.projectId))
    .where(eq(payments.checkoutSessionId, session.id))
    .for('update', { of: payments });
  if (!found) return 'unknown-session';
  const { payment, bid, project } = found;
  if (!session.paid || session.amountTotal !== payment.amount) return 'not-paid';
  if (
    !can(PAYMENT_LIFECYCLE, 'succeed', payment.status) &&
    !can(PAYMENT_LIFECYCLE, 'revive', payment.status)
  ) {
    return 'already-handled';
  }
  if (!(await stillCounts(tx, payment, bid, project))) {
    await returnLatePayment(tx, { payment, project, session });
    return 'refunded-late';
  }

  const action = payment.status === 'pending' ? 'succeed' : 'revive';
  await tx
    .update(payments)
    .set({
      status: statusAfter(PAYMENT_LIFECYCLE, action),
      paymentIntentId: session.paymentIntentId,
      chargeId: session.chargeId,
      updatedAt: new Date(),
    })
    .where(
      and(eq(payments.id, payment.id), inStatusFor(payments.status, PAYMENT_LIFECYCLE, action)),
    );
  await recordCharge(tx, { paymentId: payment.id, projectId: project.id, amount: payment.amount });
  if (!owning.ownerHasPaid) {
    // "Has paid before" on the owner's cards: the update rewrites them (migration 0011).
    await tx
      .update(users)
      .set({ hasPaid: true })
      .where(and(eq(users.id, project.submitterId), eq(users.hasPaid, false)));
  }
  await tx
    .update(bids)
    .set({
      status: statusAfter(BID_LIFECYCLE, 'confirmPayment'),
      paymentIntentId: session.paymentIntentId,
    })
    .where(and(eq(bids.id, bid.id), inStatusFor(bids.status, BID_LIFECYCLE, 'confirmPayment')));
  await tx
    .update(projects)
    .set({ status: statusAfter(PROJECT_LIFECYCLE, 'confirmPayment'), updatedAt: new Date() })
    .where(
      and(
        eq(projects.id, project.id),
        inStatusFor(projects.status, PROJECT_LIFECYCLE, 'confirmPayment'),
      ),
    );

  // The payer's numbered receipt, with the confirmation (receipts.ts): mailed by the email feature.
  const receipt = await issueReceipt(tx, {
    kind: 'payment',
    paymentId: payment.id,
    payerId: project.submitterId,
    amount: payment.amount,
    fee: payment.platformFee,
  });
  const amount = formatCents(payment.amount);
  await emit(tx, {
    type: 'payment.succeeded',
    data: { projectId: project.id, bidId: bid.id, paymentId: payment.id, receiptId: receipt.id },
    audience: [project.submitterId, bid.finisherId],
    notify: [
      {
        userId: project.submitterId,
        type: 'project',
        title: 'Payment confirmed',
        content: `Your payment of ${amount} for "${project.name}" is confirmed and held until you approve the delivery.`,
        relatedId: project.id,
      },
      {
        userId: bid.finisherId,
        type: 'project',
        title: 'Project paid',
        content: `"${project.name}" is paid (${amount}, held by Finishline). You can start; the money is released when the owner approves your delivery.`,
        relatedId: project.id,
      },
    ],
  });
  return 'confirmed';
}

type Found = {
  payment: typeof payments.$inferSelect;
  bid: typeof bids.$inferSelect;
  project: typeof projects.$inferSelect;
};

/** A payment counts only if its bid and project still wait for it and no other payment is live. */
async function stillCounts(
  tx: Command<unknown>['tx'],
  payment: Found['payment'],
  bid: Found['bid'],
  project: Found['project'],
) {
  if (!can(BID_LIFECYCLE, 'confirmPayment', bid.status)) return false;
  if (!can(PROJECT_LIFECYCLE, 'confirmPayment', project.status)) return false;
  const [live] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.bidId, bid.id),
        ne(payments.id, payment.id),
        inArray(payments.status, LIVE_PAYMENT_STATUSES),
      ),
    )
    .limit(1);
  return !live;
}

/** Records a late charge and returns all of it: charge and refund in the ledger, refund queued. */
async function returnLatePayment(
  tx: Command<unknown>['tx'],
  { payment, project, session }: Pick<Found, 'payment' | 'project'> & { session: CheckoutSession },
) {
  await tx
    .update(payments)
    .set({
      status: statusAfter(PAYMENT_LIFECYCLE, 'refundLate'),
      paymentIntentId: session.paymentIntentId,
      chargeId: session.chargeId,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(payments.id, payment.id),
        inStatusFor(payments.status, PAYMENT_LIFECYCLE, 'refundLate'),
      ),
    );
  await recordCharge(tx, { paymentId: payment.id, projectId: project.id, amount: payment.amount });
  const [refund] = await tx
    .insert(refunds)
    .values({ paymentId: payment.id, amount: payment.amount })
    .returning();
  await queueMoneySend(tx, `refund-${refund!.id}`);
  await recordRefund(tx, {
    refundId: refund!.id,
    paymentId: payment.id,
    projectId: project.id,
    amount: payment.amount,
  });
  // The card was charged: the payment has its receipt too (the refund gets its own when sent).
  const receipt = await issueReceipt(tx, {
    kind: 'payment',
    paymentId: payment.id,
    payerId: project.submitterId,
    amount: payment.amount,
    fee: payment.platformFee,
  });
  await emit(tx, {
    type: 'payment.refunded',
    data: {
      projectId: project.id,
      paymentId: payment.id,
      refundId: refund!.id,
      receiptId: receipt.id,
    },
    audience: [project.submitterId],
    notify: [
      {
        userId: project.submitterId,
        type: 'project',
        title: 'Payment returned',
        content: `A checkout for "${project.name}" was paid after it had been replaced or the project had moved on; the ${formatCents(payment.amount)} is being refunded to your card.`,
        relatedId: project.id,
      },
    ],
  });
}

/** The provider says an unpaid checkout expired: a new one will be opened on the next attempt. */
export async function expirePayment({
  tx,
  input,
}: Command<{ session: CheckoutSession }, null>): Promise<boolean> {
  if (input.session.status !== 'expired') return false;
  const [expired] = await tx
    .update(payments)
    .set({ status: statusAfter(PAYMENT_LIFECYCLE, 'expire'), updatedAt: new Date() })
    .where(
      and(
        eq(payments.checkoutSessionId, input.session.id),
        inStatusFor(payments.status, PAYMENT_LIFECYCLE, 'expire'),
      ),
    )
    .returning({ id: payments.id, bidId: payments.bidId });
  return Boolean(expired);
}

/**
 * What the provider says of a checkout, applied: paid confirms it, expired closes it, open
 * changes nothing. The one step shared by the return page's check (POST /api/payments/:id/sync)
 * and the reconciler, after they asked the provider themselves.
 */
export async function applyCheckoutState({
  tx,
  input,
}: Command<{ session: CheckoutSession }, null>): Promise<'confirmed' | 'expired' | 'unchanged'> {
  if (input.session.paid) {
    const outcome = await confirmPayment({ tx, actor: null, input });
    return outcome === 'confirmed' ? 'confirmed' : 'unchanged';
  }
  return (await expirePayment({ tx, actor: null, input })) ? 'expired' : 'unchanged';
}
