/**
 * Payments: the provider chosen at start (Stripe with keys, otherwise the sandbox), the worker
 * that sends transfers and refunds, and the routes. `app.payments` is how the rest of the app
 * reaches them.
 */
import fp from 'fastify-plugin';
import { createMoneyWorker, type MoneyWorker } from './money-worker.js';
import { paymentsRoutes } from './payments-routes.js';
import type { PaymentProvider, SandboxProvider } from './provider/index.js';
import { sandboxRoutes } from './sandbox/sandbox-routes.js';
import { stripeRoutes } from './stripe-routes.js';

export { QUEUES_MONEY } from './money-worker.js';
export { providerFor } from './provider/index.js';
export { SANDBOX_BANNER } from './sandbox/sandbox-banner.js';

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
      backgroundWorker: boolean;
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
      background: options.backgroundWorker,
    });
    app.decorate('payments', {
      provider: options.provider,
      worker,
    });
    await app.register(paymentsRoutes);
    await app.register(stripeRoutes);
    if (options.provider.name === 'sandbox') {
      await app.register(sandboxRoutes, { sandbox: options.provider as SandboxProvider });
    }
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'payments', dependencies: ['events', 'sessions'] },
);
