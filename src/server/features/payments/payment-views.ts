/**
 * Reads of money for the screens: a payment with where its money is, an owner's payment history,
 * a developer's earnings. One query per list (correlated sums over indexed foreign keys).
 */
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type {
  ChargebackNotice,
  Earnings,
  PaymentView,
  ReceiptRef,
  ReleaseView,
} from '@shared/contract/payments.js';
import { CHARGED_PAYMENT_STATUSES } from '@shared/lifecycle.js';
import type { Query } from '../../core/domain.js';
import { afterCursor, decodeCursor } from '../../core/pagination.js';
import { qualified } from '../../db/qualified.js';
import type { Queryable } from '../../db/client.js';
import { chargedBackOf, developerHeldOfPayment, heldOfPayment } from './escrow.js';
import {
  bids,
  chargebacks,
  disputes,
  payments,
  projects,
  receipts,
  refunds,
  releases,
  users,
  type UserRow,
} from '../../db/schema.js';

const paymentId = qualified(payments.id);
const releasedGross = sql<string>`(select coalesce(sum(${releases.gross}), 0) from ${releases} where ${releases.paymentId} = ${paymentId})`;
const releasedToDeveloper = sql<string>`(select coalesce(sum(${releases.developerAmount}), 0) from ${releases} where ${releases.paymentId} = ${paymentId})`;
const refunded = sql<string>`(select coalesce(sum(${refunds.amount}), 0) from ${refunds} where ${refunds.paymentId} = ${paymentId})`;

/** The payment's latest chargeback, as JSON (one indexed lookup per row). */
const latestChargeback = sql<ChargebackRow | null>`(select json_build_object('status', c.status,
    'amount', c.amount, 'openedAt', c.created_at, 'closedAt', c.closed_at)
  from ${chargebacks} c where c.payment_id = ${paymentId} order by c.id desc limit 1)`;
type ChargebackRow = {
  status: ChargebackNotice['status'];
  amount: number;
  openedAt: string;
  closedAt: string | null;
};
const toNotice = (row: ChargebackRow): ChargebackNotice => ({
  status: row.status,
  amount: Number(row.amount),
  openedAt: new Date(row.openedAt).toISOString(),
  closedAt: row.closedAt === null ? null : new Date(row.closedAt).toISOString(),
});

/** The payment's receipts if `viewerId` is their payer (one indexed lookup per row), else []. */
const receiptsFor = (viewerId: number | null) =>
  viewerId === null
    ? sql<ReceiptRef[]>`'[]'::json`
    : sql<
        ReceiptRef[]
      >`coalesce((select json_agg(json_build_object('number', ${receipts.number}, 'kind', ${receipts.kind}) order by ${receipts.id})
        from ${receipts} where ${receipts.paymentId} = ${paymentId} and ${receipts.payerId} = ${viewerId}), '[]'::json)`;

function selectPaymentViews(db: Queryable, viewerId: number | null = null) {
  return db
    .select({
      payment: payments,
      projectId: projects.id,
      projectName: projects.name,
      submitterId: projects.submitterId,
      finisherId: bids.finisherId,
      developerUsername: users.username,
      released: releasedGross,
      releasedToDeveloper,
      refunded,
      held: heldOfPayment(paymentId),
      chargedBack: chargedBackOf(paymentId),
      chargeback: latestChargeback,
      receipts: receiptsFor(viewerId),
    })
    .from(payments)
    .innerJoin(bids, eq(bids.id, payments.bidId))
    .innerJoin(projects, eq(projects.id, bids.projectId))
    .innerJoin(users, eq(users.id, bids.finisherId));
}

type PaymentViewRow = Awaited<ReturnType<typeof selectPaymentViews>>[number];

export function toPaymentView(row: PaymentViewRow): PaymentView {
  const { payment } = row;
  const released = Number(row.released);
  const refundedCents = Number(row.refunded);
  return {
    id: payment.id,
    bidId: payment.bidId,
    projectId: row.projectId,
    projectName: row.projectName,
    developerUsername: row.developerUsername,
    amount: payment.amount,
    platformFee: payment.platformFee,
    developerAmount: payment.developerAmount,
    status: payment.status,
    provider: payment.provider as PaymentView['provider'],
    refunded: refundedCents,
    released,
    releasedToDeveloper: Number(row.releasedToDeveloper),
    held: Number(row.held),
    chargedBack: Number(row.chargedBack),
    chargeback: row.chargeback && toNotice(row.chargeback),
    createdAt: payment.createdAt.toISOString(),
    receipts: row.receipts,
  };
}

/** One payment, for the project's owner or its developer; null for anyone else. */
export async function findPaymentView({
  db,
  actor,
  input,
}: Query<{ paymentId: number }, UserRow>): Promise<PaymentView | null> {
  const [row] = await selectPaymentViews(db, actor.id)
    .where(
      and(
        eq(payments.id, input.paymentId),
        or(eq(projects.submitterId, actor.id), eq(bids.finisherId, actor.id)),
      ),
    )
    .limit(1);
  return row ? toPaymentView(row) : null;
}

/** The payment of a project that holds or held money (the project page's money card). */
export async function findProjectPayment(db: Queryable, projectId: number) {
  const [row] = await selectPaymentViews(db)
    .where(
      and(
        eq(bids.projectId, projectId),
        inArray(payments.status, [...CHARGED_PAYMENT_STATUSES, 'pending']),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  return row ? toPaymentView(row) : null;
}

/** A bid's payment that is open, holds or held money (the payment screen); null before any. */
export async function findBidPayment(db: Queryable, bidId: number) {
  const [row] = await selectPaymentViews(db)
    .where(
      and(
        eq(payments.bidId, bidId),
        inArray(payments.status, [...CHARGED_PAYMENT_STATUSES, 'pending']),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  return row ? toPaymentView(row) : null;
}

/** An owner's payments, newest first (the payments history); `limit + 1` rows for paging. */
export async function listOwnerPayments({
  db,
  actor,
  input,
}: Query<{ limit: number; cursor?: string }, UserRow>) {
  const conditions: (SQL | undefined)[] = [
    eq(projects.submitterId, actor.id),
    inArray(payments.status, CHARGED_PAYMENT_STATUSES),
    afterCursor(payments.createdAt, payments.id, decodeCursor(input.cursor)),
  ];
  const rows = await selectPaymentViews(db, actor.id)
    .where(and(...conditions))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(input.limit + 1);
  return rows.map((row) => ({ ...row, id: row.payment.id, createdAt: row.payment.createdAt }));
}

/** What a release sends: the developer's share less what clawbacks took (money-worker.ts). */
const net = sql`(${releases.developerAmount} - ${releases.clawedBack})`;

/**
 * The state of the dispute a release without a milestone settled, if any: a settled or decided
 * dispute closes its project, so it is the payment's only such release (disputes_developer_idx).
 */
const settledBy = sql<'settled' | 'decided' | null>`(select ${disputes.state} from ${disputes}
  where ${disputes.developerId} = ${qualified(releases.developerId)}
    and ${disputes.paymentId} = ${qualified(releases.paymentId)}
    and ${disputes.state} in ('settled', 'decided') and ${disputes.release} > 0
    and ${qualified(releases.milestoneId)} is null
  order by ${disputes.id} desc limit 1)`;

const ORIGIN = { settled: 'settlement', decided: 'decision' } as const;

/** A developer's money by where it is, and their latest releases. */
export async function getEarnings({ db, actor }: Query<void, UserRow>): Promise<Earnings> {
  const [totals] = await db
    .select({
      waiting: sql<string>`coalesce(sum(${net}) filter (where ${releases.status} = 'waiting_for_onboarding'), 0)`,
      inTransit: sql<string>`coalesce(sum(${net}) filter (where ${releases.status} in ('queued', 'sending')), 0)`,
      paidOut: sql<string>`coalesce(sum(${net}) filter (where ${releases.status} = 'sent'), 0)`,
    })
    .from(releases)
    .where(eq(releases.developerId, actor.id));
  // Held: the developer's share of what their projects' payments still hold.
  const [held] = await db
    .select({ cents: sql<string>`coalesce(sum(${developerHeldOfPayment(paymentId)}), 0)` })
    .from(payments)
    .innerJoin(bids, eq(bids.id, payments.bidId))
    .where(and(eq(bids.finisherId, actor.id), inArray(payments.status, CHARGED_PAYMENT_STATUSES)));
  const charged = await db
    .select({
      projectId: chargebacks.projectId,
      projectName: projects.name,
      status: chargebacks.status,
      amount: chargebacks.amount,
      openedAt: chargebacks.createdAt,
      closedAt: chargebacks.closedAt,
    })
    .from(chargebacks)
    .innerJoin(payments, eq(payments.id, chargebacks.paymentId))
    .innerJoin(bids, eq(bids.id, payments.bidId))
    .innerJoin(projects, eq(projects.id, chargebacks.projectId))
    // Open ones, and closed ones for a month after: why money waits, or what became of it.
    .where(
      and(
        eq(bids.finisherId, actor.id),
        or(
          eq(chargebacks.status, 'open'),
          sql`${chargebacks.closedAt} > now() - interval '30 days'`,
        ),
      ),
    )
    .orderBy(desc(chargebacks.id))
    .limit(10);
  const recent = await db
    .select({
      release: releases,
      projectId: projects.id,
      projectName: projects.name,
      settledBy,
    })
    .from(releases)
    .innerJoin(payments, eq(payments.id, releases.paymentId))
    .innerJoin(bids, eq(bids.id, payments.bidId))
    .innerJoin(projects, eq(projects.id, bids.projectId))
    .where(eq(releases.developerId, actor.id))
    .orderBy(desc(releases.createdAt), desc(releases.id))
    .limit(50);
  return {
    held: Number(held?.cents ?? 0),
    chargebacks: charged.map((row) => ({
      projectId: row.projectId,
      projectName: row.projectName,
      status: row.status,
      amount: row.amount,
      openedAt: row.openedAt.toISOString(),
      closedAt: row.closedAt?.toISOString() ?? null,
    })),
    waitingForOnboarding: Number(totals?.waiting ?? 0),
    inTransit: Number(totals?.inTransit ?? 0),
    paidOut: Number(totals?.paidOut ?? 0),
    onboardingComplete: actor.onboardingComplete,
    releases: recent.map(({ release, projectId, projectName, settledBy }): ReleaseView => ({
      id: release.id,
      paymentId: release.paymentId,
      projectId,
      projectName,
      milestoneId: release.milestoneId,
      origin: settledBy ? ORIGIN[settledBy] : release.milestoneId ? 'milestone' : 'delivery',
      gross: release.gross,
      developerAmount: release.developerAmount,
      fee: release.fee,
      clawedBack: release.clawedBack,
      status: release.status,
      createdAt: release.createdAt.toISOString(),
      sentAt: release.sentAt?.toISOString() ?? null,
    })),
  };
}

/** What an owner has spent, in dollars: charged payments less refunds (Total Spending). */
export async function getTotalSpending({ db, actor }: Query<void, UserRow>): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${payments.amount} - ${refunded}), 0)` })
    .from(payments)
    .innerJoin(bids, eq(bids.id, payments.bidId))
    .innerJoin(projects, eq(projects.id, bids.projectId))
    .where(
      and(eq(projects.submitterId, actor.id), inArray(payments.status, CHARGED_PAYMENT_STATUSES)),
    );
  return Number(row?.cents ?? 0) / 100;
}
