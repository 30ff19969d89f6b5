/** Milestones, deliveries and their automatic approval (issue 12), run as a recurring job. */
import fp from 'fastify-plugin';
import {
  AUTO_APPROVE_EVERY_MS,
  AUTO_APPROVE_JOB,
  createAutoApprover,
  type AutoApprover,
} from './auto-approve.js';
import { milestonesRoutes } from './milestones-routes.js';
import { registerWorkMail } from './work-mail-events.js';

/** For features/delivery-evidence: the opt-in release when every required check passes. */
export { approveDeliveryOnChecks } from './approve-delivery.js';

declare module 'fastify' {
  interface FastifyInstance {
    autoApprover: AutoApprover;
  }
}

export const milestonesPlugin = fp(
  async (app, options: { autoApproveDays: number; allowLocalRepositories: boolean }) => {
    const approver = createAutoApprover({ transaction: (work) => app.transaction(work) });
    app.decorate('autoApprover', approver);
    registerWorkMail(app);
    app.jobs.define(AUTO_APPROVE_JOB, {
      everyMs: AUTO_APPROVE_EVERY_MS,
      run: async () => void (await approver.runOnce()),
    });
    await app.register(milestonesRoutes, {
      autoApproveDays: options.autoApproveDays,
      allowLocalRepositories: options.allowLocalRepositories,
    });
  },
  { name: 'milestones', dependencies: ['events', 'payments', 'jobs', 'email'] },
);
