import { and, eq } from 'drizzle-orm';
import { PAYMENT_LIFECYCLE } from '@shared/lifecycle.js';
import type { Transaction } from '../../db/client.js';
import { refuse } from '../../core/errors.js';
import { inStatusFor, statusAfter } from '../../core/lifecycle.js';
import { payments, refunds } from '../../db/schema.js';
import { assertNotFrozen } from './chargebacks.js';
import { escrowOf } from './escrow.js';
import { recordRefund } from './ledger.js';
import { queueMoneySend } from './money-jobs.js';

/**
 * Returns to the owner everything a payment still holds (a paid project was cancelled; money.md),
 * or `amount` cents of it (an operator's partial refund). The escrow gives it up in the ledger
 * now; the provider refund, keyed `refund-{id}`, is made after commit by the money worker.
 * Returns the refund, or null when nothing was held. More than is held is a 409.
 */
export async function refundHeld(
  tx: Transaction,
  input: { paymentId: number; projectId: number; amount?: number },
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
  const amount = input.amount ?? escrow.held;
  if (amount > escrow.held)
    throw refuse('not_enough_held', 'Not enough money is held for this refund');

  const [refund] = await tx.insert(refunds).values({ paymentId: payment.id, amount }).returning();
  await queueMoneySend(tx, `refund-${refund!.id}`);
  await recordRefund(tx, {
    refundId: refund!.id,
    paymentId: payment.id,
    projectId: input.projectId,
    amount,
  });
  const whole = escrow.refunded + amount === payment.amount;
  const action = whole ? 'refundRest' : 'refundPart';
  await tx
    .update(payments)
    .set({ status: statusAfter(PAYMENT_LIFECYCLE, action), updatedAt: new Date() })
    .where(
      and(eq(payments.id, payment.id), inStatusFor(payments.status, PAYMENT_LIFECYCLE, action)),
    );
  return refund!;
}
