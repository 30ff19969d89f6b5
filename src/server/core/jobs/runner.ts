/**
 * The job runner (docs/decisions/jobs.md). Claims due jobs with one short statement
 * (`FOR UPDATE SKIP LOCKED`, so several instances never take the same job), then runs each with
 * no transaction held: on PGlite's single connection the job's own queries must get through. A
 * claim is a lease (`locked_until`): a job whose runner died is taken over when it runs out, so
 * handlers must tolerate running again after a crash (at least once; exactly once otherwise).
 * A failure is retried after a growing delay (exponential, capped) until `maxAttempts`.
 * Recurring jobs re-enqueue themselves, under one unique key per name, in the transaction that
 * marks the run finished; `start()` makes sure each has one.
 */
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseHandle, Listener } from '../../db/client.js';
import { enqueue, JOBS_CHANNEL } from './queue.js';
import { rowsOf } from '../../db/rows.js';

export interface JobInfo {
  id: number;
  name: string;
  /** This run's number, from 1. */
  attempt: number;
  maxAttempts: number;
}

export interface JobDefinition<P = unknown> {
  run(payload: P, job: JobInfo): Promise<void>;
  /** Recurring: one run every `everyMs` (the next is scheduled when a run finishes). */
  everyMs?: number;
  /** First retry delay; doubled at each attempt up to `retryMaxMs`. Default 10 s. */
  retryBaseMs?: number;
  /** Longest retry delay; default 1 hour. */
  retryMaxMs?: number;
}

export interface RunOutcome {
  done: number;
  retried: number;
  failed: number;
}

export type JobOutcome = 'done' | 'retried' | 'failed';

export interface JobRunner {
  /** Declares the handler of jobs called `name` (once per name, before start). */
  define<P>(name: string, definition: JobDefinition<P>): void;
  /** Starts claiming jobs (LISTEN + a poll for scheduled ones); schedules recurring jobs. */
  start(): Promise<void>;
  /** Stops claiming and waits for the jobs running now. */
  stop(): Promise<void>;
  /**
   * Runs every job due at `now`, one at a time, until none is left (tests and scripts; works
   * whether or not the runner was started). Only jobs whose name is in `names`, when given.
   */
  runDue(options?: { now?: Date; names?: string[] }): Promise<RunOutcome>;
  /** Enqueues each recurring job that has none waiting (start() does it too). */
  scheduleRecurring(now?: Date): Promise<void>;
  readonly id: string;
}

export interface JobRunnerOptions {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  /** Jobs run at once by this runner; default 1 on PGlite (one connection), 4 on PostgreSQL. */
  concurrency?: number;
  /** How often to look for jobs that became due without a NOTIFY (scheduled, retried); default 1 s. */
  pollMs?: number;
  /** How long a claim lasts before another runner may take the job over; default 5 minutes. */
  leaseMs?: number;
  /** Told how each run ended (metrics). */
  onFinished?(name: string, outcome: JobOutcome, seconds: number): void;
}

interface ClaimedJob {
  id: number;
  name: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

const RETRY_BASE_MS = 10_000;
const RETRY_MAX_MS = 60 * 60 * 1000;

/** The delay before attempt `attempt + 1`, after `attempt` failed: base · 2^(attempt-1), capped. */
export function retryDelayMs(attempt: number, baseMs = RETRY_BASE_MS, maxMs = RETRY_MAX_MS) {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), maxMs);
}

const recurringKey = (name: string) => `every:${name}`;

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const db: Database = options.database.db;
  const { log } = options;
  const concurrency = options.concurrency ?? (options.database.kind === 'pglite' ? 1 : 4);
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? 5 * 60 * 1000;
  // Kept on the row after the run (finish): which machine and process ran the job last.
  const id = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const definitions = new Map<string, JobDefinition<never>>();
  const running = new Set<Promise<void>>();
  let started = false;
  let stopping = false;
  let loop: Promise<void> | undefined;
  let listener: Listener | undefined;
  let wake: (() => void) | undefined;
  /** A wake-up that came while the loop was busy: it looks again before waiting. */
  let nudged = false;
  let poll: NodeJS.Timeout | undefined;

  const nudge = () => {
    nudged = true;
    const resolve = wake;
    wake = undefined;
    resolve?.();
  };

  async function claim(limit: number, now: Date, names: string[]): Promise<ClaimedJob[]> {
    if (names.length === 0 || limit <= 0) return [];
    const at = now.toISOString();
    const until = new Date(now.getTime() + leaseMs).toISOString();
    return rowsOf<ClaimedJob>(
      db,
      sql`
      update jobs set locked_by = ${id}, locked_until = ${until}::timestamptz,
                      attempts = attempts + 1
      where id in (
        select id from jobs
        where done_at is null and failed_at is null
          and run_at <= ${at}::timestamptz
          and (locked_until is null or locked_until < ${at}::timestamptz)
          and name in (${sql.join(
            names.map((name) => sql`${name}`),
            sql`, `,
          )})
        order by run_at, id
        limit ${limit}
        for update skip locked)
      returning id, name, payload, attempts, max_attempts`,
    );
  }

  /** Marks the run finished (and schedules the next of a recurring job) in one transaction. */
  async function finish(job: ClaimedJob, error: unknown, now: () => Date): Promise<JobOutcome> {
    const definition = definitions.get(job.name)!;
    const at = now();
    return db.transaction(async (tx) => {
      let outcome: JobOutcome;
      if (error === undefined) {
        outcome = 'done';
        await tx.execute(sql`
          update jobs set done_at = ${at.toISOString()}::timestamptz, last_error = null,
                          locked_until = null
          where id = ${job.id} and locked_by = ${id}`);
      } else {
        const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
        if (job.attempts >= job.max_attempts) {
          outcome = 'failed';
          await tx.execute(sql`
            update jobs set failed_at = ${at.toISOString()}::timestamptz, last_error = ${message},
                            locked_until = null
            where id = ${job.id} and locked_by = ${id}`);
        } else {
          outcome = 'retried';
          const delay = retryDelayMs(job.attempts, definition.retryBaseMs, definition.retryMaxMs);
          await tx.execute(sql`
            update jobs set run_at = ${new Date(at.getTime() + delay).toISOString()}::timestamptz,
                            last_error = ${message}, locked_until = null
            where id = ${job.id} and locked_by = ${id}`);
        }
      }
      if (definition.everyMs !== undefined && outcome !== 'retried') {
        await enqueue(
          tx,
          job.name,
          {},
          {
            runAt: new Date(at.getTime() + definition.everyMs),
            uniqueKey: recurringKey(job.name),
          },
        );
      }
      return outcome;
    });
  }

  async function execute(job: ClaimedJob, now: () => Date): Promise<JobOutcome> {
    const definition = definitions.get(job.name)!;
    const startedAt = performance.now();
    let error: unknown;
    try {
      await definition.run(job.payload as never, {
        id: job.id,
        name: job.name,
        attempt: job.attempts,
        maxAttempts: job.max_attempts,
      });
    } catch (caught) {
      error = caught ?? new Error('job failed');
      log.warn(
        { job: job.name, jobId: job.id, attempt: job.attempts, reason: (caught as Error)?.message },
        'job failed',
      );
    }
    let outcome: JobOutcome;
    try {
      outcome = await finish(job, error, now);
    } catch (err) {
      // The lease runs out and another run takes it over: the job is not lost.
      log.error({ err, job: job.name, jobId: job.id }, 'could not record the end of a job');
      outcome = 'retried';
    }
    if (outcome === 'failed') {
      log.error({ job: job.name, jobId: job.id, attempts: job.attempts }, 'job failed for good');
    }
    options.onFinished?.(job.name, outcome, (performance.now() - startedAt) / 1000);
    return outcome;
  }

  async function scheduleRecurring(now = new Date()) {
    for (const [name, definition] of definitions) {
      if (definition.everyMs === undefined) continue;
      await enqueue(db, name, {}, { runAt: now, uniqueKey: recurringKey(name) });
    }
  }

  async function background() {
    while (!stopping) {
      nudged = false;
      const free = concurrency - running.size;
      let claimed: ClaimedJob[] = [];
      if (free > 0) {
        try {
          claimed = await claim(free, new Date(), [...definitions.keys()]);
        } catch (err) {
          if (!stopping) log.error({ err }, 'claiming jobs failed');
        }
      }
      for (const job of claimed) {
        const run = execute(job, () => new Date())
          .then(() => undefined)
          .finally(() => {
            running.delete(run);
            nudge();
          });
        running.add(run);
      }
      // A full batch may mean more are due: look again at once; otherwise wait for a wake-up.
      if (claimed.length > 0 && claimed.length === free) continue;
      if (stopping) break;
      if (nudged && running.size < concurrency) continue;
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  }

  const runner: JobRunner = {
    id,
    define(name, definition) {
      if (definitions.has(name)) throw new Error(`job "${name}" is defined twice`);
      if (started) throw new Error(`job "${name}" is defined after the runner started`);
      definitions.set(name, definition as JobDefinition<never>);
    },
    async start() {
      if (started) return;
      started = true;
      await scheduleRecurring();
      listener = await options.database.listen(JOBS_CHANNEL, {
        onPayload: nudge,
        onReconnect: nudge,
        onError: (err) => log.warn({ err }, 'listening for new jobs failed; polling meanwhile'),
      });
      poll = setInterval(nudge, pollMs);
      poll.unref();
      loop = background();
    },
    async stop() {
      stopping = true;
      clearInterval(poll);
      nudge();
      await loop;
      while (running.size > 0) await Promise.all(running);
      await listener?.close();
    },
    async runDue({ now, names } = {}) {
      const outcome: RunOutcome = { done: 0, retried: 0, failed: 0 };
      const at = now ?? new Date();
      const wanted = names ?? [...definitions.keys()];
      const seen = new Set<number>();
      for (;;) {
        const [job] = await claim(1, at, wanted);
        // A job retried in this same call is due later than `at`; never loop on one.
        if (!job || seen.has(job.id)) break;
        seen.add(job.id);
        outcome[await execute(job, () => now ?? new Date())] += 1;
      }
      return outcome;
    },
    scheduleRecurring,
  };
  return runner;
}
