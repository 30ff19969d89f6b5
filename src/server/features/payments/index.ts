/**
 * Payments: the provider chosen at start (Stripe with keys, otherwise the sandbox), the worker
 * that sends transfers and refunds (as jobs), and the routes. `app.payments` is how the rest of the app
 * reaches them.
 */
import fp from 'fastify-plugin';
import { MONEY_SWEEP_JOB, SEND_MONEY_JOB, SWEEP_EVERY_MS } from './money-jobs.js';
import { createMoneyWorker, type MoneyWorker } from './money-worker.js';
import { registerPaymentMail } from './payment-mail-events.js';
import { paymentsRoutes } from './payments-routes.js';
import type { PaymentProvider, SandboxProvider } from './provider/index.js';
import { sandboxRoutes } from './sandbox/sandbox-routes.js';
import { stripeRoutes } from './stripe-routes.js';

// Payments' face (docs/decisions/boundaries.md): what app.ts and the features above payments
// may use. Any other file of this folder is payments' own.
export { providerFor, type PaymentProvider } from './provider/index.js';
export { escrowOf, heldOfProject, moneyOfBids, projectHeld, releasedBefore } from './escrow.js';
export { SANDBOX_BANNER } from './sandbox/sandbox-banner.js';
export { assertNotFrozen, isFrozen } from './chargebacks.js';
export { releaseFunds, type ReleaseRow } from './release-funds.js';
export { refundHeld } from './refund-held.js';
export { clawBackReleases, lockUnsentReleases, unsentShareOf } from './clawback.js';
export { findBidPayment, findProjectPayment } from './payment-views.js';
// For the demo seed, which books its money as payments do (npm run ledger:check holds on it).
export { recordCharge, recordTransfer } from './ledger.js';
export { issueReceipt } from './receipts.js';

declare module 'fastify' {
  interface FastifyInstance {
    payments: {
      provider: PaymentProvider;
      worker: MoneyWorker;
    };
  }
}

export const paymentsPlugin = fp(
  async (
    app,
    options: {
      provider: PaymentProvider;
      production: boolean;
      /** See BuildAppOptions.sandboxChargebackDelayMs. */
      sandboxChargebackDelayMs?: number;
      /** RateLimits.webhookRequestsPerMinute. */
      webhookRequestsPerMinute: number;
    },
  ) => {
    if (options.production && options.provider.name === 'sandbox') {
      app.log.warn(
        'Payments run on the SANDBOX (PAYMENTS_PROVIDER=sandbox): no real money moves, and ' +
          'every page says so. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for real payments.',
      );
    }
    const worker = createMoneyWorker({
      db: app.db,
      provider: options.provider,
      transaction: (work) => app.transaction(work),
      log: app.log,
    });
    // The worker runs as jobs (core/jobs): on each queued release or refund, and a sweep.
    app.jobs.define(SEND_MONEY_JOB, { run: async () => void (await worker.runOnce()) });
    app.jobs.define(MONEY_SWEEP_JOB, {
      everyMs: SWEEP_EVERY_MS,
      async run() {
        // Checkouts left pending first (a confirmation may queue a refund), then what is due.
        await worker.reconcileOnce();
        await worker.runOnce();
      },
    });
    registerPaymentMail(app);
    app.decorate('payments', {
      provider: options.provider,
      worker,
    });
    await app.register(paymentsRoutes);
    await app.register(stripeRoutes, { requestsPerMinute: options.webhookRequestsPerMinute });
    if (options.provider.name === 'sandbox') {
      await app.register(sandboxRoutes, {
        sandbox: options.provider as SandboxProvider,
        chargebackDelayMs: options.sandboxChargebackDelayMs,
      });
    }
  },
  { name: 'payments', dependencies: ['events', 'sessions', 'jobs', 'email'] },
);
