/**
 * The money worker's jobs (core/jobs; money-worker.ts sends, these say when). Apart from the
 * worker so that the domain functions that queue money can ask for a run without importing it.
 */
import { enqueue } from '../../core/jobs/index.js';
import type { Queryable } from '../../db/client.js';

/** The job that sends what is due (enqueued with each release and refund: queueMoneySend). */
export const SEND_MONEY_JOB = 'payments.send';
/** The recurring sweep: checkouts left pending, then retries that became due. */
export const MONEY_SWEEP_JOB = 'payments.sweep';
export const SWEEP_EVERY_MS = 30_000;

/**
 * Asks for a run of the money worker once `tx` commits: a job per queued release or refund (its
 * key makes a second enqueue of the same one a no-op). The worker sends every due row, so the job
 * that runs first sends them all and the others find nothing left.
 */
export async function queueMoneySend(tx: Queryable, key: string) {
  await enqueue(tx, SEND_MONEY_JOB, {}, { uniqueKey: `${SEND_MONEY_JOB}:${key}` });
}
