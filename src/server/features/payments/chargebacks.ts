/**
 * Card chargebacks (money.md, Disputes, settlements and chargebacks): while one is open on a
 * payment, its project's held money is frozen: nothing is released or refunded, and releases not
 * yet sent wait.
 */
import { and, eq } from 'drizzle-orm';
import { DISPUTE_MESSAGES } from '@shared/contract/disputes-rules.js';
import type { Queryable } from '../../db/client.js';
import { chargebacks } from '../../db/schema.js';
import { conflict } from '../../core/errors.js';

/** Is a chargeback open on this payment? */
export async function isFrozen(db: Queryable, paymentId: number): Promise<boolean> {
  const [open] = await db
    .select({ id: chargebacks.id })
    .from(chargebacks)
    .where(and(eq(chargebacks.paymentId, paymentId), eq(chargebacks.status, 'open')))
    .limit(1);
  return open !== undefined;
}

/** Refuses (409) to move the money of a payment a chargeback has frozen. */
export async function assertNotFrozen(db: Queryable, paymentId: number): Promise<void> {
  if (await isFrozen(db, paymentId)) throw conflict(DISPUTE_MESSAGES.frozen);
}
