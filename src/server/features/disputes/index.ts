/**
 * Disputes over held money (issue 27; decisions.md, Held money): the routes, and the deadline
 * sweep that carries out unanswered proposals (expire-disputes.ts). The sweep is a recurring job
 * (core/jobs, `disputes.deadline-sweep`, every 30 s); row locks make each dispute execute once.
 */
import fp from 'fastify-plugin';
import { registerDisputeMail } from './dispute-mail-events.js';
import { disputesRoutes } from './disputes-routes.js';
import { expireDisputes } from './expire-disputes.js';

export { openDispute } from './open-dispute.js';
export { decideDispute } from './decide-dispute.js';
export { getDispute } from './get-dispute.js';
export { openDisputeOf } from './dispute-rows.js';
export { endDisputeByApproval, settleDispute } from './settle-dispute.js';
export { expireDisputes } from './expire-disputes.js';

/** The recurring job that sweeps the deadlines (core/jobs), and how often. */
export const DEADLINE_SWEEP_JOB = 'disputes.deadline-sweep';
const SWEEP_EVERY_MS = 30_000;

declare module 'fastify' {
  interface FastifyInstance {
    disputes: {
      /** DISPUTE_RESPONSE_DAYS in milliseconds. */
      responseMs: number;
      /** Reminds and executes what is due at `now` (tests pass their clock). */
      sweep(now?: Date): Promise<{ reminded: number; executed: number }>;
    };
  }
}

export const disputesPlugin = fp(
  async (app, options: { responseMs: number }) => {
    let running: Promise<unknown> = Promise.resolve();
    const sweep = (now = new Date()) => {
      const run = running.then(() => expireDisputes((work) => app.transaction(work), now));
      running = run.catch(() => undefined);
      return run;
    };
    app.decorate('disputes', { responseMs: options.responseMs, sweep });
    registerDisputeMail(app);
    app.jobs.define(DEADLINE_SWEEP_JOB, {
      // Short windows (tests, demos) are swept more often, so a deadline is not missed by much.
      everyMs: Math.max(1000, Math.min(SWEEP_EVERY_MS, options.responseMs / 4)),
      run: async () => void (await sweep()),
    });
    await app.register(disputesRoutes, { responseMs: options.responseMs });
    app.addHook('onClose', async () => {
      await running;
    });
  },
  { name: 'disputes', dependencies: ['events', 'payments', 'jobs', 'email'] },
);
