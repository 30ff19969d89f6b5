/**
 * Putting a job in the queue (docs/decisions/jobs.md). `enqueue(tx, name, payload, options)` runs
 * in the caller's transaction: the job exists if and only if the change that caused it commits.
 * The NOTIFY it sends is transactional too, so runners wake when (and only when) it commits.
 */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/** The channel runners LISTEN on: a commit that enqueued a job wakes them at once. */
export const JOBS_CHANNEL = 'finishline_jobs';

export interface EnqueueOptions {
  /** Not before this moment (a scheduled job); default now. */
  runAt?: Date;
  /** Not before this many milliseconds from now (ignored when `runAt` is given). */
  delayMs?: number;
  /**
   * While a job with this key is waiting or running, enqueueing another is a no-op (returns null).
   * Once that job is done or failed for good, the key is free again.
   */
  uniqueKey?: string;
  /** Attempts before the job is marked failed; default 10. */
  maxAttempts?: number;
}

/**
 * Adds a job to the queue in the caller's transaction (or on its own on `app.db`). Returns the
 * job's id, or null when a job with the same unique key is still waiting or running.
 */
export async function enqueue(
  tx: Queryable,
  name: string,
  payload: unknown = {},
  options: EnqueueOptions = {},
): Promise<number | null> {
  const runAt = options.runAt ?? new Date(Date.now() + (options.delayMs ?? 0));
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`
    insert into jobs (name, payload, run_at, unique_key, max_attempts)
    values (${name}, ${JSON.stringify(payload ?? {})}::jsonb, ${runAt.toISOString()}::timestamptz,
            ${options.uniqueKey ?? null}, ${options.maxAttempts ?? 10})
    on conflict (unique_key) where done_at is null and failed_at is null do nothing
    returning id`,
  );
  const id = rows[0]?.id ?? null;
  if (id !== null) await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${name})`);
  return id;
}
