/**
 * The evidence job of one delivery: the baseline (read first if it is not yet), the ref resolved
 * to a commit (one `git ls-remote`, or the commit id as given), both commits fetched by the safe
 * fetch (core/git) and compared. A repository that cannot be read, a ref or a commit that does
 * not exist, a missing baseline: the evidence fails with its sentence, the delivery is untouched,
 * and the job itself succeeds (nothing to retry but a crash).
 */
import { eq } from 'drizzle-orm';
import { EVIDENCE_MESSAGES } from '@shared/contract/delivery-evidence-rules.js';
import { NO_CHECKS, type EvidenceChecks } from '@shared/contract/delivery-evidence.js';
import { enqueue } from '../../core/jobs/index.js';
import { GitFetchError, resolveRef, withFetchedCommits } from '../../core/git/index.js';
import type { Queryable } from '../../db/client.js';
import { deliveries, deliveryEvidence } from '../../db/schema.js';
import { recordBaseline } from './baseline.js';
import type { EvidenceContext } from './evidence-context.js';
import { readCommits } from './read-commits.js';

export const EVIDENCE_JOB = 'delivery-evidence.read';

/** In the delivery's transaction: its evidence, pending, and the job that reads it. */
export async function requestEvidence(tx: Queryable, deliveryId: number) {
  const [delivery] = await tx
    .select({ repository: deliveries.repository })
    .from(deliveries)
    .where(eq(deliveries.id, deliveryId));
  if (!delivery?.repository) return;
  await tx.insert(deliveryEvidence).values({ deliveryId, status: 'pending' }).onConflictDoNothing();
  await enqueue(
    tx,
    EVIDENCE_JOB,
    { deliveryId },
    { uniqueKey: `${EVIDENCE_JOB}:${deliveryId}`, maxAttempts: 3 },
  );
}

/** The delivered commit's checks; a failed read is "none read" this time (logged). */
export async function readChecks(
  context: EvidenceContext,
  repository: string,
  commit: string,
): Promise<EvidenceChecks> {
  if (!context.readChecks) return NO_CHECKS;
  try {
    return await context.readChecks(repository, commit);
  } catch (error) {
    context.log.warn({ err: error, commit }, 'the checks could not be read');
    return NO_CHECKS;
  }
}

export type EvidenceOutcome = 'ready' | 'failed' | 'gone';

export async function runEvidence(
  context: EvidenceContext,
  deliveryId: number,
): Promise<EvidenceOutcome> {
  const { db } = context;
  const [delivery] = await db
    .select({
      projectId: deliveries.projectId,
      repository: deliveries.repository,
      ref: deliveries.ref,
    })
    .from(deliveries)
    .where(eq(deliveries.id, deliveryId));
  if (!delivery?.repository) return 'gone';
  const settle = (values: Partial<typeof deliveryEvidence.$inferInsert>) =>
    db
      .update(deliveryEvidence)
      .set({ checks: NO_CHECKS, readAt: context.now(), checkedAt: context.now(), ...values })
      .where(eq(deliveryEvidence.deliveryId, deliveryId));

  const release = await context.slot();
  let headCommit: string | null = null;
  let baseCommit: string | null = null;
  try {
    const baseline = await recordBaseline(context, delivery.projectId);
    if (baseline?.status !== 'ready' || !baseline.commit) {
      await settle({
        status: 'failed',
        error: baseline?.error
          ? `${EVIDENCE_MESSAGES.noBaseline} ${baseline.error}`
          : EVIDENCE_MESSAGES.noBaseline,
      });
      return 'failed';
    }
    baseCommit = baseline.commit;
    headCommit = await resolveRef(delivery.repository, context.fetch, delivery.ref);
    const facts = await withFetchedCommits(
      {
        base: { link: baseline.codeLink, commit: baseline.commit },
        head: { link: delivery.repository, commit: headCommit },
      },
      context.fetch,
      readCommits,
    );
    const checks = await readChecks(context, delivery.repository, headCommit);
    await settle({
      status: 'ready',
      baseCommit,
      headCommit,
      ...facts,
      checks,
      stale: false,
      error: null,
    });
    return 'ready';
  } catch (error) {
    if (error instanceof GitFetchError) {
      await settle({ status: 'failed', baseCommit, headCommit, error: error.message });
      return 'failed';
    }
    context.log.error({ err: error, deliveryId }, 'delivery evidence failed');
    await settle({ status: 'failed', baseCommit, headCommit, error: EVIDENCE_MESSAGES.ourError });
    return 'failed';
  } finally {
    release();
  }
}
