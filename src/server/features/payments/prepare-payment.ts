import { and, eq, inArray } from 'drizzle-orm';
import { PAYMENT_MESSAGES } from '@shared/contract/payments-rules.js';
import { LIVE_PAYMENT_STATUSES, PAYMENT_LIFECYCLE } from '@shared/lifecycle.js';
import { splitPayment } from '@shared/money.js';
import type { Command } from '../../core/domain.js';
import { forbidden, notFound, refuse } from '../../core/errors.js';
import { inStatusFor, statusAfter } from '../../core/lifecycle.js';
import { bids, payments, projects } from '../../db/schema.js';
import { lockProject } from '../../core/row-locks.js';
import type { CheckoutSession, ProviderName } from './provider/index.js';
import { RECONCILE_FIRST_AFTER_MS } from './reconcile-payments.js';

export type PaymentRow = typeof payments.$inferSelect;

/** An open checkout this close to expiring is not handed out again: a new one is opened. */
const EXPIRY_MARGIN_MS = 60_000;

/**
 * The payment to check out for an accepted bid (owner only): the one already open, or a new
 * pending one with the amounts fixed (money.md). The bid row is locked, and a partial unique index
 * allows one live payment per bid, so a double click finds the first click's payment.
 */
export async function preparePayment({
  tx,
  actor,
  input,
}: Command<{ bidId: number; provider: ProviderName }>): Promise<{
  payment: PaymentRow;
  bid: typeof bids.$inferSelect;
  project: typeof projects.$inferSelect;
}> {
  // Its project is locked first (lock order: core/row-locks.ts, lockProject).
  const [owning] = await tx
    .select({ projectId: bids.projectId })
    .from(bids)
    .where(eq(bids.id, input.bidId));
  if (!owning) throw notFound('Bid not found');
  await lockProject(tx, owning.projectId);
  const [found] = await tx
    .select({ bid: bids, project: projects })
    .from(bids)
    .innerJoin(projects, eq(projects.id, bids.projectId))
    .where(eq(bids.id, input.bidId))
    .for('update', { of: bids });
  if (!found) throw notFound('Bid not found');
  const { bid, project } = found;
  if (project.submitterId !== actor.id) throw forbidden(PAYMENT_MESSAGES.ownerOnly);
  if (bid.status === 'paid' || bid.status === 'completed')
    throw refuse('already_paid', PAYMENT_MESSAGES.alreadyPaid);
  if (bid.status !== 'accepted' || project.status !== 'in_progress') {
    throw refuse('bid_not_accepted', PAYMENT_MESSAGES.notAccepted);
  }

  const [live] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.bidId, bid.id), inArray(payments.status, LIVE_PAYMENT_STATUSES)))
    .for('update');
  if (live && live.status !== 'pending') throw refuse('already_paid', PAYMENT_MESSAGES.alreadyPaid);
  const stale =
    live?.checkoutExpiresAt && live.checkoutExpiresAt.getTime() <= Date.now() + EXPIRY_MARGIN_MS;
  if (live && !stale) return { payment: live, bid, project };
  if (live) {
    await tx
      .update(payments)
      .set({ status: statusAfter(PAYMENT_LIFECYCLE, 'expire'), updatedAt: new Date() })
      .where(
        and(eq(payments.id, live.id), inStatusFor(payments.status, PAYMENT_LIFECYCLE, 'expire')),
      );
  }
  const [payment] = await tx
    .insert(payments)
    .values({ bidId: bid.id, provider: input.provider, ...splitPayment(bid.amount) })
    .returning();
  return { payment: payment!, bid, project };
}

/** Stores the checkout the provider opened for a payment (the same one, if asked again). */
export async function attachCheckout({
  tx,
  input,
}: Command<{ paymentId: number; session: CheckoutSession }, null>): Promise<PaymentRow> {
  const { session } = input;
  await tx
    .update(payments)
    .set({
      checkoutSessionId: session.id,
      checkoutUrl: session.url,
      checkoutExpiresAt: session.expiresAt,
      // The reconciler asks about it if its event has not come by then.
      reconcileAt: new Date(Date.now() + RECONCILE_FIRST_AFTER_MS),
      updatedAt: new Date(),
    })
    .where(and(eq(payments.id, input.paymentId), eq(payments.status, 'pending')));
  const [payment] = await tx.select().from(payments).where(eq(payments.id, input.paymentId));
  return payment!;
}
