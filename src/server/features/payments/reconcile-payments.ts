/**
 * Checkouts left pending are asked about (issue 24). A payment is confirmed by the provider's
 * event, or by the return page asking; if the process stopped between the provider's answer
 * and our write, or the event was lost, and the owner never came back, nothing else would ever
 * look again. So a payment still pending a minute after its checkout opened is due: the
 * provider is asked, and what it says is applied by the same step as the return page's
 * (applyCheckoutState: confirmPayment, expirePayment), conditional on the payment still being
 * pending, so a run that races the webhook, or a second run, changes nothing more.
 *
 * An open checkout is asked about again later and later (its age, between a minute and an
 * hour), so checkouts the owner abandoned, which Stripe keeps open for a day, cost a few calls
 * each and never crowd out a newer one. Due rows are taken in bounded batches from a partial
 * index and rescheduled in the same statement (SKIP LOCKED): instances never ask twice at once.
 */
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../db/client.js';
import { payments } from '../../db/schema.js';
import { applyCheckoutState } from './confirm-payment.js';
import { UnknownProviderObject, type PaymentProvider } from './provider/index.js';

/** How long after its checkout opened a payment waits for its event before we ask. */
export const RECONCILE_FIRST_AFTER_MS = 60_000;
const RECONCILE_MAX_INTERVAL_MS = 60 * 60 * 1000;
/** Payments asked about per run: each is one provider call. */
const BATCH = 20;

export interface ReconcileOutcome {
  checked: number;
  confirmed: number;
  expired: number;
  failures: number;
}

export async function reconcilePendingPayments(
  deps: {
    db: Database;
    provider: PaymentProvider;
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;
    log: FastifyBaseLogger;
  },
  at: Date = new Date(),
): Promise<ReconcileOutcome> {
  const { db, provider, log } = deps;
  const due = db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.status, 'pending'), lte(payments.reconcileAt, at)))
    .orderBy(payments.reconcileAt)
    .limit(BATCH)
    .for('update', { skipLocked: true });
  // Rescheduled as they are taken: a crash mid-run leaves each to its next turn, not forever.
  const now = sql`${at.toISOString()}::timestamptz`;
  const age = sql`${now} - ${payments.createdAt}`;
  const claimed = await db
    .update(payments)
    .set({
      reconcileAt: sql`${now} + least(greatest(${age}, ${`${RECONCILE_FIRST_AFTER_MS} milliseconds`}::interval), ${`${RECONCILE_MAX_INTERVAL_MS} milliseconds`}::interval)`,
    })
    .where(inArray(payments.id, due))
    .returning({ id: payments.id, sessionId: payments.checkoutSessionId });

  const outcome: ReconcileOutcome = { checked: 0, confirmed: 0, expired: 0, failures: 0 };
  for (const { id, sessionId } of claimed) {
    if (!sessionId) continue;
    outcome.checked += 1;
    try {
      const session = await provider.retrieveCheckoutSession(sessionId);
      const applied = await deps.transaction((tx) =>
        applyCheckoutState({ tx, actor: null, input: { session } }),
      );
      if (applied === 'confirmed') {
        outcome.confirmed += 1;
        log.info({ paymentId: id }, 'pending payment confirmed by asking the provider');
      }
      if (applied === 'expired') outcome.expired += 1;
    } catch (error) {
      outcome.failures += 1;
      // Asked again at its next turn; a provider that does not know the session says why.
      log.warn(
        error instanceof UnknownProviderObject
          ? { paymentId: id, sessionId }
          : { paymentId: id, err: error },
        error instanceof UnknownProviderObject
          ? 'pending payment: the provider does not know its checkout'
          : 'pending payment: asking the provider failed',
      );
    }
  }
  return outcome;
}
