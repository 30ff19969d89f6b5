/**
 * Sends the transfers and refunds the ledger has already decided (money.md). A release or refund
 * is claimed (status `sending`, FOR UPDATE SKIP LOCKED, so several instances never take the same
 * row), sent to the provider with the idempotency key derived from its id, and marked sent with
 * the ledger's transfer entries in one transaction. A failure puts it back in the queue with a
 * growing delay; a claim left by a crashed instance is taken over after CLAIM_TIMEOUT_MS, and the
 * same key makes the provider return the transfer it already made instead of making another.
 * It runs as jobs (core/jobs): `payments.send`, enqueued in the transaction that queues a release
 * or refund, and `payments.sweep` every 30 s, which also asks the provider about checkouts left
 * pending (reconcile-payments.ts) and sends what a retry made due.
 */
import { and, eq, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { REFUND_LIFECYCLE, RELEASE_LIFECYCLE } from '@shared/lifecycle.js';
import { formatCents } from '@shared/money.js';
import type { Database, Transaction } from '../../db/client.js';
import {
  bids,
  chargebacks,
  payments,
  projects,
  refunds,
  releases,
  users,
} from '../../db/schema.js';
import { emit } from '../../core/events/index.js';
import { inStatusFor, statusAfter } from '../../core/lifecycle.js';
import { recordTransfer } from './ledger.js';
import { issueReceipt } from './receipts.js';
import type { PaymentProvider } from './provider/index.js';
import { reconcilePendingPayments, type ReconcileOutcome } from './reconcile-payments.js';

const CLAIM_TIMEOUT_MS = 5 * 60 * 1000;
const RETRY_BASE_MS = 10_000;
const RETRY_MAX_MS = 60 * 60 * 1000;

export interface MoneyWorker {
  /** Sends what is due now; resolves when nothing is left (or only rows other instances hold). */
  runOnce(): Promise<{ transfers: number; refunds: number; failures: number }>;
  /** Asks the provider about checkouts left pending (reconcile-payments.ts), as due at `at`. */
  reconcileOnce(at?: Date): Promise<ReconcileOutcome>;
}

/** The worker's two queues, each moved through its life cycle (claim, retry, send). */
const QUEUES = {
  transfers: { table: releases, lifecycle: RELEASE_LIFECYCLE },
  refunds: { table: refunds, lifecycle: REFUND_LIFECYCLE },
} as const;

type Queue = (typeof QUEUES)[keyof typeof QUEUES];

export function createMoneyWorker(deps: {
  db: Database;
  provider: PaymentProvider;
  /** Runs `work` in a transaction whose events reach subscribers on commit (app.transaction). */
  transaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;
  log: FastifyBaseLogger;
}): MoneyWorker {
  const { db, provider, log } = deps;

  /** Takes one due row of the queue, or null. */
  async function claim({ table, lifecycle }: Queue) {
    // A chargeback freezes what is not yet sent of its payment (money.md).
    const notFrozen = sql`not exists (select 1 from ${chargebacks} where ${chargebacks.paymentId} = ${table.paymentId} and ${chargebacks.status} = 'open')`;
    // A release to a suspended developer, or one whose payouts an operator holds, waits
    // (decisions.md, Operators): held, not cancelled, until reinstated or released.
    const allowed =
      table === releases
        ? sql`not exists (select 1 from ${users} where ${users.id} = ${releases.developerId}
            and (${users.suspendedAt} is not null or ${users.payoutsHeldAt} is not null))`
        : undefined;
    const waiting = or(
      // Waiting in the queue (a failed attempt goes back there): due at its next attempt.
      and(eq(table.status, statusAfter(lifecycle, 'retry')), lte(table.nextAttemptAt, sql`now()`)),
      // Claimed by an instance that never finished: taken over once the claim is stale.
      and(
        eq(table.status, statusAfter(lifecycle, 'claim')),
        lt(table.claimedAt, sql`now() - ${`${CLAIM_TIMEOUT_MS} milliseconds`}::interval`),
      ),
    );
    const due = and(waiting, allowed);
    const [row] = await db
      .update(table)
      .set({
        status: statusAfter(lifecycle, 'claim'),
        claimedAt: sql`now()`,
        attempts: sql`${table.attempts} + 1`,
      })
      .where(
        eq(
          table.id,
          sql`(select ${table.id} from ${table} where ${due} and ${notFrozen} order by ${table.id} limit 1 for update skip locked)`,
        ),
      )
      .returning({ id: table.id, attempts: table.attempts });
    return row ?? null;
  }

  async function failed({ table, lifecycle }: Queue, id: number, attempts: number, error: unknown) {
    const delay = Math.min(RETRY_BASE_MS * 2 ** (attempts - 1), RETRY_MAX_MS);
    log.warn({ err: error, id, attempts }, 'provider call failed; will retry');
    await db
      .update(table)
      .set({
        status: statusAfter(lifecycle, 'retry'),
        lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
        nextAttemptAt: new Date(Date.now() + delay),
      })
      .where(and(eq(table.id, id), inStatusFor(table.status, lifecycle, 'retry')));
  }

  async function sendTransfer(id: number) {
    const [row] = await db
      .select({
        release: releases,
        payment: payments,
        projectId: bids.projectId,
        accountId: users.stripeConnectId,
        projectName: projects.name,
      })
      .from(releases)
      .innerJoin(payments, eq(payments.id, releases.paymentId))
      .innerJoin(bids, eq(bids.id, payments.bidId))
      .innerJoin(projects, eq(projects.id, bids.projectId))
      .innerJoin(users, eq(users.id, releases.developerId))
      .where(eq(releases.id, id));
    const { release, payment, projectId, accountId } = row!;
    // What clawbacks took stays with the platform (payments/clawback.ts). A clawback takes only
    // from an unclaimed release, so this amount cannot change between here and the send.
    const amount = release.developerAmount - release.clawedBack;
    if (!accountId) throw new Error(`developer ${release.developerId} has no payout account`);
    const transfer = await provider.createTransfer({
      amount,
      destination: accountId,
      transferGroup: `project-${projectId}`,
      sourceTransaction: payment.chargeId,
      metadata: { releaseId: String(release.id), projectId: String(projectId) },
      idempotencyKey: `transfer-${release.id}`,
    });
    await deps.transaction(async (tx) => {
      const [sent] = await tx
        .update(releases)
        .set({
          status: statusAfter(RELEASE_LIFECYCLE, 'send'),
          transferId: transfer.id,
          sentAt: sql`now()`,
          lastError: null,
        })
        .where(
          and(eq(releases.id, release.id), inStatusFor(releases.status, RELEASE_LIFECYCLE, 'send')),
        )
        .returning({ id: releases.id });
      if (!sent) return;
      await recordTransfer(tx, {
        releaseId: release.id,
        paymentId: payment.id,
        developerId: release.developerId,
        amount,
      });
      await emit(tx, {
        type: 'payout.sent',
        data: { projectId, releaseId: release.id },
        audience: [release.developerId],
        notify: [
          {
            userId: release.developerId,
            type: 'project',
            title: 'Payout sent',
            content: `${formatCents(amount)} for "${row!.projectName}" was sent to your payout account.`,
            relatedId: projectId,
          },
        ],
      });
    });
  }

  async function sendRefund(id: number) {
    const [row] = await db
      .select({
        refund: refunds,
        payment: payments,
        projectId: bids.projectId,
        submitterId: projects.submitterId,
        projectName: projects.name,
      })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .innerJoin(bids, eq(bids.id, payments.bidId))
      .innerJoin(projects, eq(projects.id, bids.projectId))
      .where(eq(refunds.id, id));
    const { refund, payment, projectId, submitterId } = row!;
    if (!payment.paymentIntentId) throw new Error(`payment ${payment.id} has no payment intent`);
    const sent = await provider.createRefund({
      paymentIntentId: payment.paymentIntentId,
      amount: refund.amount,
      metadata: { refundId: String(refund.id), projectId: String(projectId) },
      idempotencyKey: `refund-${refund.id}`,
    });
    await deps.transaction(async (tx) => {
      const [marked] = await tx
        .update(refunds)
        .set({
          status: statusAfter(REFUND_LIFECYCLE, 'send'),
          providerRefundId: sent.id,
          sentAt: sql`now()`,
          lastError: null,
        })
        .where(
          and(eq(refunds.id, refund.id), inStatusFor(refunds.status, REFUND_LIFECYCLE, 'send')),
        )
        .returning({ id: refunds.id });
      if (!marked) return;
      // The owner's numbered receipt for the money returned (receipts.ts); Finishline keeps no
      // fee of a refund: fees are taken only from money released (money.md).
      const receipt = await issueReceipt(tx, {
        kind: 'refund',
        paymentId: payment.id,
        refundId: refund.id,
        payerId: submitterId,
        amount: refund.amount,
        fee: 0,
      });
      await emit(tx, {
        type: 'refund.sent',
        data: { projectId, refundId: refund.id, receiptId: receipt.id },
        audience: [submitterId],
        notify: [
          {
            userId: submitterId,
            type: 'project',
            title: 'Refund sent',
            content: `${formatCents(refund.amount)} for "${row!.projectName}" was refunded to your card.`,
            relatedId: projectId,
          },
        ],
      });
    });
  }

  async function drain() {
    const done = { transfers: 0, refunds: 0, failures: 0 };
    for (const [queue, send, key] of [
      [QUEUES.transfers, sendTransfer, 'transfers'],
      [QUEUES.refunds, sendRefund, 'refunds'],
    ] as const) {
      for (let claimed = await claim(queue); claimed; claimed = await claim(queue)) {
        try {
          await send(claimed.id);
          done[key] += 1;
        } catch (error) {
          done.failures += 1;
          await failed(queue, claimed.id, claimed.attempts, error);
        }
      }
    }
    return done;
  }

  // Runs are serialised per instance (the jobs below and a test's own call take turns).
  let chain: Promise<unknown> = Promise.resolve();
  const serialised = <T>(work: () => Promise<T>) => {
    const next = chain.then(work);
    chain = next.catch(() => undefined);
    return next;
  };
  return {
    runOnce: () => serialised(drain),
    reconcileOnce: (at) => serialised(() => reconcilePendingPayments(deps, at)),
  };
}
