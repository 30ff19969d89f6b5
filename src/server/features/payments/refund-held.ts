import { and, eq } from 'drizzle-orm';
import { PAYMENT_LIFECYCLE } from '@shared/lifecycle.js';
import type { Transaction } from '../../db/client.js';
import { inStatusFor, statusAfter } from '../../core/lifecycle.js';
import { payments, refunds } from '../../db/schema.js';
import { assertNotFrozen } from './chargebacks.js';
import { escrowOf } from './escrow.js';
import { recordRefund } from './ledger.js';

/**
 * Returns to the owner everything a payment still holds (a paid project was cancelled; money.md).
 * The escrow is emptied in the ledger now; the provider refund, keyed `refund-{id}`, is made
 * after commit by the money worker. Returns the refund, or null when nothing was held.
 */
export async function refundHeld(
  tx: Transaction,
  input: { paymentId: number; projectId: number },
): Promise<typeof refunds.$inferSelect | null> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.id, input.paymentId))
    .for('update');
  if (!payment) throw new Error(`no payment ${input.paymentId}`);
  // A chargeback freezes the project's money until it closes (money.md).
  await assertNotFrozen(tx, payment.id);
  const escrow = await escrowOf(tx, payment.id);
  if (escrow.held <= 0) return null;

  const [refund] = await tx
    .insert(refunds)
    .values({ paymentId: payment.id, amount: escrow.held })
    .returning();
  await recordRefund(tx, {
    refundId: refund!.id,
    paymentId: payment.id,
    projectId: input.projectId,
    amount: escrow.held,
  });
  const whole = escrow.refunded + escrow.held === payment.amount;
  const action = whole ? 'refundRest' : 'refundPart';
  await tx
    .update(payments)
    .set({ status: statusAfter(PAYMENT_LIFECYCLE, action), updatedAt: new Date() })
    .where(
      and(eq(payments.id, payment.id), inStatusFor(payments.status, PAYMENT_LIFECYCLE, action)),
    );
  return refund!;
}
