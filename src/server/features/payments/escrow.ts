/**
 * Where a payment's money is: released (gross and the developer's share of it), refunded, and
 * what is still held. Computed from the release and refund rows (the ledger records the same
 * movements; `npm run ledger:check` proves they agree).
 */
import { eq, sql } from 'drizzle-orm';
import { isChargedPayment } from '@shared/lifecycle.js';
import type { Queryable } from '../../db/client.js';
import { qualified } from '../../db/qualified.js';
import { chargebacks, payments, refunds, releases } from '../../db/schema.js';

export interface Escrow {
  releasedGross: number;
  releasedToDeveloper: number;
  refunded: number;
  /** Taken from the escrow by chargebacks and not given back. */
  chargedBack: number;
  /** Paid and neither released nor refunded (0 unless the payment succeeded). */
  held: number;
}

export async function escrowOf(db: Queryable, id: number): Promise<Escrow> {
  const paymentId = qualified(payments.id);
  const [row] = await db
    .select({
      // The subqueries refer to the outer payment through qualified(): see db/qualified.ts.
      amount: payments.amount,
      status: payments.status,
      releasedGross: sql<string>`(select coalesce(sum(${releases.gross}), 0) from ${releases} where ${releases.paymentId} = ${paymentId})`,
      releasedToDeveloper: sql<string>`(select coalesce(sum(${releases.developerAmount}), 0) from ${releases} where ${releases.paymentId} = ${paymentId})`,
      refunded: sql<string>`(select coalesce(sum(${refunds.amount}), 0) from ${refunds} where ${refunds.paymentId} = ${paymentId})`,
      // What chargebacks took from the escrow and did not give back (money.md).
      chargedBack: sql<string>`(select coalesce(sum(case when ${chargebacks.reinstated} > 0 then 0 else ${chargebacks.heldTaken} end), 0) from ${chargebacks} where ${chargebacks.paymentId} = ${paymentId})`,
    })
    .from(payments)
    .where(eq(payments.id, id));
  if (!row) throw new Error(`no payment ${id}`);
  const releasedGross = Number(row.releasedGross);
  const refunded = Number(row.refunded);
  const chargedBack = Number(row.chargedBack);
  return {
    releasedGross,
    releasedToDeveloper: Number(row.releasedToDeveloper),
    refunded,
    chargedBack,
    held: isChargedPayment(row.status) ? row.amount - releasedGross - refunded - chargedBack : 0,
  };
}
