/**
 * Where a payment's money is: released (gross and the developer's share of it), refunded, taken
 * by a chargeback, and what is still held. Computed from the release, refund and chargeback rows
 * (the ledger records the same movements; `npm run ledger:check` proves they agree).
 *
 * Held money is defined here once (issue 37, "Each fact defined once"): `heldOfPayment` and
 * `heldOfProject` are SQL so that a list (the operators' projects, the owner's payments) reads it
 * per row in its one statement; `escrowOf` and `projectHeld` read it for one payment or project.
 * Nothing else computes it.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { BidMoney } from '@shared/contract/bids.js';
import { CHARGED_PAYMENT_STATUSES } from '@shared/lifecycle.js';
import type { Queryable } from '../../db/client.js';
import { qualified } from '../../db/qualified.js';
import { bids, chargebacks, payments, projects, refunds, releases } from '../../db/schema.js';
import { statusList } from '../../db/status-list.js';

export interface Escrow {
  releasedGross: number;
  releasedToDeveloper: number;
  refunded: number;
  /** Taken from the escrow by chargebacks and not given back. */
  chargedBack: number;
  /** Paid and neither released, refunded nor charged back (0 unless the payment was charged). */
  held: number;
}

// Each takes the SQL of a payment id (a column of the outer query: qualified(), db/qualified.ts).
const releasedGrossOf = (paymentId: SQL) =>
  sql<string>`(select coalesce(sum(r.gross), 0) from ${releases} r where r.payment_id = ${paymentId})`;
const releasedToDeveloperOf = (paymentId: SQL) =>
  sql<string>`(select coalesce(sum(r.developer_amount), 0) from ${releases} r where r.payment_id = ${paymentId})`;
const refundedOf = (paymentId: SQL) =>
  sql<string>`(select coalesce(sum(f.amount), 0) from ${refunds} f where f.payment_id = ${paymentId})`;
/** What chargebacks took from the escrow and did not give back (money.md). */
export const chargedBackOf = (paymentId: SQL) =>
  sql<string>`(select coalesce(sum(case when c.reinstated > 0 then 0 else c.held_taken end), 0)
    from ${chargebacks} c where c.payment_id = ${paymentId})`;

/**
 * Cents a payment's escrow holds: its amount if it was charged, less what was released,
 * refunded and taken by a chargeback.
 */
export const heldOfPayment = (paymentId: SQL) =>
  sql<string>`(select case when hp.status in (${statusList(CHARGED_PAYMENT_STATUSES)})
      then hp.amount - ${releasedGrossOf(sql`hp.id`)} - ${refundedOf(sql`hp.id`)} - ${chargedBackOf(sql`hp.id`)}
      else 0 end
    from ${payments} hp where hp.id = ${paymentId})`;

/** Cents a project's escrow holds: what its payments hold. */
export const heldOfProject = (projectId: SQL) =>
  sql<string>`(select coalesce(sum(${heldOfPayment(sql`pp.id`)}), 0)
    from ${payments} pp join ${bids} pb on pb.id = pp.bid_id where pb.project_id = ${projectId})`;

/**
 * The developer's share of what a payment holds: the share of everything released once the
 * rest is, less the share already released (rounded on the running total, as developerShare).
 */
export const developerHeldOfPayment = (paymentId: SQL) =>
  sql<string>`(select round((${releasedGrossOf(sql`dp.id`)} + ${heldOfPayment(sql`dp.id`)})::numeric
      * dp.developer_amount / nullif(dp.amount, 0)) - ${releasedToDeveloperOf(sql`dp.id`)}
    from ${payments} dp where dp.id = ${paymentId})`;

/**
 * What a payment had released before `at`, gross and the developer's share: where a dispute
 * starts from (money is frozen while one is open), so that the split it shows for a proposal is
 * the one releaseFunds will book, rounded on the running total.
 */
export async function releasedBefore(db: Queryable, paymentId: number, at: Date) {
  const [row] = await db
    .select({
      gross: sql<string>`coalesce(sum(${releases.gross}), 0)`,
      developer: sql<string>`coalesce(sum(${releases.developerAmount}), 0)`,
    })
    .from(releases)
    .where(and(eq(releases.paymentId, paymentId), sql`${releases.createdAt} < ${at}`));
  return { gross: Number(row?.gross ?? 0), developer: Number(row?.developer ?? 0) };
}

export async function escrowOf(db: Queryable, id: number): Promise<Escrow> {
  const paymentId = sql`${id}::int`;
  const [row] = await db
    .select({
      releasedGross: releasedGrossOf(paymentId),
      releasedToDeveloper: releasedToDeveloperOf(paymentId),
      refunded: refundedOf(paymentId),
      chargedBack: chargedBackOf(paymentId),
      held: heldOfPayment(paymentId),
    })
    .from(payments)
    .where(eq(payments.id, id));
  if (!row) throw new Error(`no payment ${id}`);
  return {
    releasedGross: Number(row.releasedGross),
    releasedToDeveloper: Number(row.releasedToDeveloper),
    refunded: Number(row.refunded),
    chargedBack: Number(row.chargedBack),
    held: Number(row.held),
  };
}

/** Cents a project's escrow holds (the mails that name it). */
export async function projectHeld(db: Queryable, projectId: number): Promise<number> {
  const [row] = await db
    .select({ held: heldOfProject(qualified(projects.id)) })
    .from(projects)
    .where(eq(projects.id, projectId));
  return Number(row?.held ?? 0);
}

/**
 * Where the money of each paid bid of `bidIds` went (its charged payment's escrow), in one query:
 * for lists of bids (the owner's bid table, the developer's My Bids). A bid nobody paid is absent.
 */
export async function moneyOfBids(
  db: Queryable,
  bidIds: readonly number[],
): Promise<Map<number, BidMoney>> {
  if (bidIds.length === 0) return new Map();
  const paymentId = qualified(payments.id);
  const rows = await db
    .select({
      bidId: payments.bidId,
      amount: payments.amount,
      held: heldOfPayment(paymentId),
      refunded: refundedOf(paymentId),
      releasedToDeveloper: releasedToDeveloperOf(paymentId),
    })
    .from(payments)
    .where(
      and(
        inArray(payments.bidId, [...bidIds]),
        inArray(payments.status, [...CHARGED_PAYMENT_STATUSES]),
      ),
    );
  return new Map(
    rows.map((row) => [
      row.bidId,
      {
        amount: row.amount,
        held: Number(row.held),
        refunded: Number(row.refunded),
        releasedToDeveloper: Number(row.releasedToDeveloper),
      },
    ]),
  );
}
