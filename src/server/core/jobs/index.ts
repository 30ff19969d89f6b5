/**
 * Background jobs, one system for all background work (docs/decisions/jobs.md):
 *
 *   enqueue(tx, name, payload, { runAt, delayMs, uniqueKey, maxAttempts })
 *       in the caller's transaction: the job exists iff the change commits.
 *   app.jobs.define(name, { run(payload, job), everyMs?, retryBaseMs?, retryMaxMs? })
 *       in a feature's plugin, before the app is ready; `everyMs` makes it recurring.
 *   app.jobs.runDue({ now })
 *       runs what is due now, one at a time (tests, which build the app without background jobs).
 *
 * With background jobs on, the runner starts when the app is ready and, on close, stops claiming
 * and waits for the jobs running (graceful shutdown).
 */
import { lt, or } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { jobs } from '../../db/schema.js';
import { createJobRunner, type JobRunner } from './runner.js';

export { enqueue, type EnqueueOptions } from './queue.js';
export {
  createJobRunner,
  retryDelayMs,
  type JobDefinition,
  type JobInfo,
  type JobRunner,
  type RunOutcome,
} from './runner.js';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

export interface JobsOptions {
  /** Run jobs in the background (off in tests, which call app.jobs.runDue()). */
  background: boolean;
  concurrency?: number;
  pollMs?: number;
}

export const jobsPlugin = fp(
  async (app, options: JobsOptions) => {
    const runner = createJobRunner({
      database: app.database,
      log: app.log,
      concurrency: options.concurrency,
      pollMs: options.pollMs,
      onFinished: (name, outcome, seconds) => app.metrics.jobFinished(name, outcome, seconds),
    });
    app.decorate('jobs', runner);
    // Finished jobs are kept a week (failed ones a month) for looking into, then removed.
    runner.define('jobs.prune', {
      everyMs: 60 * 60 * 1000,
      async run() {
        const day = 24 * 60 * 60 * 1000;
        await app.db
          .delete(jobs)
          .where(
            or(
              lt(jobs.doneAt, new Date(Date.now() - 7 * day)),
              lt(jobs.failedAt, new Date(Date.now() - 30 * day)),
            ),
          );
      },
    });
    if (options.background) app.addHook('onReady', async () => runner.start());
    app.addHook('onClose', async () => runner.stop());
  },
  { name: 'jobs', dependencies: ['database', 'metrics'] },
);
