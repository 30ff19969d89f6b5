/** Milestones, deliveries and their automatic approval (issue 12). */
import fp from 'fastify-plugin';
import { createAutoApprover, type AutoApprover } from './auto-approve.js';
import { milestonesRoutes } from './milestones-routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    autoApprover: AutoApprover;
  }
}

export const milestonesPlugin = fp(
  async (app, options: { autoApproveDays: number; background: boolean }) => {
    const approver = createAutoApprover({
      transaction: (work) => app.transaction(work),
      log: app.log,
    });
    app.decorate('autoApprover', approver);
    await app.register(milestonesRoutes, { autoApproveDays: options.autoApproveDays });
    if (options.background) app.addHook('onReady', async () => approver.start());
    app.addHook('onClose', async () => approver.stop());
  },
  { name: 'milestones', dependencies: ['events', 'payments'] },
);
