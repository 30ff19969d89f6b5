/**
 * The double-entry ledger (money.md). Each movement is one ledger transaction whose entries sum to
 * zero, written in the database transaction of the change it records, with a reference to what
 * caused it. `(kind, reference)` is unique: recording the same movement twice records it once.
 */
import { eq, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client.js';
import { ledgerEntries, ledgerTransactions } from '../../db/schema.js';

export const ACCOUNTS = {
  charges: 'provider:charges',
  escrow: (projectId: number) => `escrow:project:${projectId}`,
  fees: 'platform:fees',
  payable: (developerId: number) => `developer:${developerId}:payable`,
  payouts: 'provider:payouts',
  refunds: 'provider:refunds',
  chargebacks: 'provider:chargebacks',
  disputeFees: 'provider:dispute_fees',
  losses: 'platform:losses',
} as const;

type Kind = (typeof ledgerTransactions.$inferInsert)['kind'];

async function record(
  tx: Transaction,
  movement: { kind: Kind; reference: string; paymentId: number; entries: [string, number][] },
): Promise<boolean> {
  const entries = movement.entries.filter(([, amount]) => amount !== 0);
  const sum = entries.reduce((total, [, amount]) => total + amount, 0);
  if (sum !== 0 || entries.length === 0) {
    throw new Error(`unbalanced ledger transaction ${movement.kind} ${movement.reference}: ${sum}`);
  }
  const [created] = await tx
    .insert(ledgerTransactions)
    .values({ kind: movement.kind, reference: movement.reference, paymentId: movement.paymentId })
    .onConflictDoNothing({ target: [ledgerTransactions.kind, ledgerTransactions.reference] })
    .returning({ id: ledgerTransactions.id });
  if (!created) return false;
  await tx
    .insert(ledgerEntries)
    .values(entries.map(([account, amount]) => ({ transactionId: created.id, account, amount })));
  return true;
}

/** The owner's money arrived: it is held for the project. */
export const recordCharge = (
  tx: Transaction,
  p: { paymentId: number; projectId: number; amount: number },
) =>
  record(tx, {
    kind: 'charge',
    reference: `payment:${p.paymentId}`,
    paymentId: p.paymentId,
    entries: [
      [ACCOUNTS.charges, -p.amount],
      [ACCOUNTS.escrow(p.projectId), p.amount],
    ],
  });

/** Held money released: the developer's share becomes payable, the rest is the platform's fee. */
export const recordRelease = (
  tx: Transaction,
  r: {
    releaseId: number;
    paymentId: number;
    projectId: number;
    developerId: number;
    gross: number;
    developerAmount: number;
  },
) =>
  record(tx, {
    kind: 'release',
    reference: `release:${r.releaseId}`,
    paymentId: r.paymentId,
    entries: [
      [ACCOUNTS.escrow(r.projectId), -r.gross],
      [ACCOUNTS.payable(r.developerId), r.developerAmount],
      [ACCOUNTS.fees, r.gross - r.developerAmount],
    ],
  });

/** A transfer to the developer's connected account was made. */
export const recordTransfer = (
  tx: Transaction,
  t: { releaseId: number; paymentId: number; developerId: number; amount: number },
) =>
  record(tx, {
    kind: 'transfer',
    reference: `release:${t.releaseId}`,
    paymentId: t.paymentId,
    entries: [
      [ACCOUNTS.payable(t.developerId), -t.amount],
      [ACCOUNTS.payouts, t.amount],
    ],
  });

/** Held money goes back to the owner (decided at cancellation; the provider call follows). */
export const recordRefund = (
  tx: Transaction,
  r: { refundId: number; paymentId: number; projectId: number; amount: number },
) =>
  record(tx, {
    kind: 'refund',
    reference: `refund:${r.refundId}`,
    paymentId: r.paymentId,
    entries: [
      [ACCOUNTS.escrow(r.projectId), -r.amount],
      [ACCOUNTS.refunds, r.amount],
    ],
  });

/**
 * The card network took W back, with the provider's fee F, while the project held H: the escrow
 * gives what it holds of it (heldTaken = min(W, H)) and the platform bears the rest (money.md).
 */
export const recordChargebackWithdrawal = (
  tx: Transaction,
  c: {
    chargebackId: number;
    paymentId: number;
    projectId: number;
    withdrawn: number;
    fee: number;
    heldTaken: number;
  },
) =>
  record(tx, {
    kind: 'chargeback',
    reference: `chargeback:${c.chargebackId}`,
    paymentId: c.paymentId,
    entries: [
      [ACCOUNTS.escrow(c.projectId), -c.heldTaken],
      [ACCOUNTS.chargebacks, c.withdrawn],
      [ACCOUNTS.disputeFees, c.fee],
      [ACCOUNTS.losses, -(c.withdrawn + c.fee - c.heldTaken)],
    ],
  });

/**
 * An operator clawed back C from the developer's unpaid share after a lost chargeback (money.md):
 * developer payable −C, platform:losses +C. The releases it came from carry it (`clawed_back`).
 */
export const recordClawback = (
  tx: Transaction,
  c: { clawbackId: number; paymentId: number; developerId: number; amount: number },
) =>
  record(tx, {
    kind: 'clawback',
    reference: `clawback:${c.clawbackId}`,
    paymentId: c.paymentId,
    entries: [
      [ACCOUNTS.payable(c.developerId), -c.amount],
      [ACCOUNTS.losses, c.amount],
    ],
  });

/** The chargeback was won: W comes back; what it took from the escrow is held again. */
export const recordChargebackReinstatement = (
  tx: Transaction,
  c: {
    chargebackId: number;
    paymentId: number;
    projectId: number;
    reinstated: number;
    heldTaken: number;
    feeReturned: number;
  },
) =>
  record(tx, {
    kind: 'reinstatement',
    reference: `chargeback:${c.chargebackId}`,
    paymentId: c.paymentId,
    entries: [
      [ACCOUNTS.chargebacks, -c.reinstated],
      [ACCOUNTS.disputeFees, -c.feeReturned],
      [ACCOUNTS.escrow(c.projectId), c.heldTaken],
      [ACCOUNTS.losses, c.reinstated + c.feeReturned - c.heldTaken],
    ],
  });

/** An account's balance: the sum of its entries. */
export async function balanceOf(db: Queryable, account: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.account, account));
  return Number(row?.total ?? 0);
}
