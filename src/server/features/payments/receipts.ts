/**
 * Numbered receipts (decisions.md, "Email"; docs/decisions/payments.md, "Receipts"). A charged
 * payment gets its receipt in the transaction that confirms it, a refund in the one that marks it
 * sent. Numbers are `FL-{year}-{sequence}`: the sequence comes from the year's row of
 * receipt_counters, bumped (and so locked) by the issuing transaction until it commits. Two
 * confirmations at once take turns at that row and get consecutive numbers; one that rolls back
 * gives its number back, so a year's receipts have no gaps. The counter is the last lock an
 * issuing transaction takes (lock order: core/row-locks.ts), and it is held only to the commit.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { ReceiptView } from '@shared/contract/payments.js';
import type { Queryable, Transaction } from '../../db/client.js';
import {
  bids,
  payments,
  projects,
  receiptCounters,
  receipts,
  users,
  type UserRow,
} from '../../db/schema.js';

export type ReceiptRow = typeof receipts.$inferSelect;

/** `FL-2026-000123`: six digits at least, more after the millionth receipt of a year. */
export const receiptNumber = (year: number, sequence: number) =>
  `FL-${year}-${String(sequence).padStart(6, '0')}`;

/** The shape of a receipt number, checked before any lookup. */
export const RECEIPT_NUMBER_PATTERN = /^FL-\d{4}-\d{6,}$/;

type ReceiptInput = (
  | { kind: 'payment'; paymentId: number; payerId: number; amount: number; fee: number }
  | {
      kind: 'refund';
      paymentId: number;
      refundId: number;
      payerId: number;
      amount: number;
      fee: number;
    }
) & {
  /** When it was issued, for the demo data's past payments only; otherwise the transaction's now(). */
  issuedAt?: Date;
};

/**
 * Issues the receipt of a payment or refund in the caller's transaction, once: a second call for
 * the same payment (or refund) returns the receipt it already has and takes no number.
 */
export async function issueReceipt(tx: Transaction, input: ReceiptInput): Promise<ReceiptRow> {
  const existing = await tx
    .select()
    .from(receipts)
    .where(
      input.kind === 'payment'
        ? and(eq(receipts.paymentId, input.paymentId), eq(receipts.kind, 'payment'))
        : eq(receipts.refundId, input.refundId),
    );
  if (existing[0]) return existing[0];
  // The year of the transaction's own time, in UTC: the receipt's issued_at is the same now().
  const issuedAt = input.issuedAt ?? sql`now()`;
  const [counter] = await tx
    .insert(receiptCounters)
    .values({
      year: input.issuedAt
        ? input.issuedAt.getUTCFullYear()
        : sql`extract(year from now() at time zone 'UTC')::int`,
      last: 1,
    })
    .onConflictDoUpdate({
      target: receiptCounters.year,
      set: { last: sql`${receiptCounters.last} + 1` },
    })
    .returning();
  const { year, last } = counter!;
  const [receipt] = await tx
    .insert(receipts)
    .values({
      number: receiptNumber(year, last),
      year,
      sequence: last,
      kind: input.kind,
      paymentId: input.paymentId,
      refundId: input.kind === 'refund' ? input.refundId : null,
      payerId: input.payerId,
      amount: input.amount,
      fee: input.fee,
      issuedAt,
    })
    .returning();
  return receipt!;
}

/** A receipt with what its page and mail show. */
export async function findReceiptFacts(db: Queryable, where: ReturnType<typeof eq>) {
  const [row] = await db
    .select({
      receipt: receipts,
      projectId: projects.id,
      projectName: projects.name,
      payerUsername: users.username,
      payerEmail: users.email,
      developerUsername: sql<string>`(select ${users.username} from ${users} where ${users.id} = ${bids.finisherId})`,
    })
    .from(receipts)
    .innerJoin(payments, eq(payments.id, receipts.paymentId))
    .innerJoin(bids, eq(bids.id, payments.bidId))
    .innerJoin(projects, eq(projects.id, bids.projectId))
    .innerJoin(users, eq(users.id, receipts.payerId))
    .where(where)
    .limit(1);
  return row ?? null;
}

export type ReceiptFacts = NonNullable<Awaited<ReturnType<typeof findReceiptFacts>>>;

/**
 * A receipt by its number, for its payer or an operator (whose session passed the second factor,
 * as the operator console asks); null for anyone else, the developer included (a 404).
 */
export async function findReceiptFor(
  db: Queryable,
  viewer: { user: UserRow; operator: boolean },
  number: string,
) {
  if (!RECEIPT_NUMBER_PATTERN.test(number)) return null;
  const facts = await findReceiptFacts(db, eq(receipts.number, number));
  if (!facts) return null;
  if (facts.receipt.payerId !== viewer.user.id && !viewer.operator) return null;
  return facts;
}

export function toReceiptView(facts: ReceiptFacts): ReceiptView {
  const { receipt } = facts;
  return {
    number: receipt.number,
    kind: receipt.kind,
    issuedAt: receipt.issuedAt.toISOString(),
    paymentId: receipt.paymentId,
    projectId: facts.projectId,
    projectName: facts.projectName,
    developerUsername: facts.developerUsername,
    payerUsername: facts.payerUsername,
    amount: receipt.amount,
    fee: receipt.fee,
    currency: 'USD',
  };
}
