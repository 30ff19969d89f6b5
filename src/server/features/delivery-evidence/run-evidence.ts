/**
 * The evidence job of one delivery: the baseline (read first if it is not yet), the ref resolved
 * to a commit (one `git ls-remote`, or the commit id as given), both commits fetched by the safe
 * fetch (core/git) and compared, all of it in a process apart (read-apart.ts). A repository that cannot be read, a ref or a commit that does
 * not exist, a missing baseline: the evidence fails with its sentence, the delivery is untouched,
 * and the job itself succeeds (nothing to retry but a crash).
 */
import { eq } from 'drizzle-orm';
import { EVIDENCE_MESSAGES } from '@shared/contract/delivery-evidence-rules.js';
import { NO_CHECKS, type EvidenceChecks } from '@shared/contract/delivery-evidence.js';
import { enqueue } from '../../core/jobs/index.js';
import type { Queryable } from '../../db/client.js';
import { deliveries, deliveryEvidence } from '../../db/schema.js';
import { findBaseline, settleBaseline } from './baseline.js';
import type { EvidenceContext } from './evidence-context.js';
import { readEvidenceApart } from './read-apart.js';

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
    const baseline = await findBaseline(context, delivery.projectId);
    if (!baseline) {
      await settle({ status: 'failed', error: EVIDENCE_MESSAGES.noBaseline });
      return 'failed';
    }
    const recorded = baseline.status === 'ready' ? baseline.commit : null;
    // Every git command of the evidence runs in the process apart.
    const answer = await readEvidenceApart(
      context.fetch,
      { link: baseline.codeLink, commit: recorded },
      { link: delivery.repository, ref: delivery.ref },
    );
    baseCommit = answer.baseCommit;
    headCommit = answer.headCommit;
    if (!recorded && baseCommit) {
      await settleBaseline(context, delivery.projectId, {
        status: 'ready',
        commit: baseCommit,
        error: null,
      });
    }
    if ('failure' in answer) {
      if (answer.side === 'base') {
        await settleBaseline(context, delivery.projectId, {
          status: 'failed',
          commit: null,
          error: answer.message,
        });
        await settle({
          status: 'failed',
          error: `${EVIDENCE_MESSAGES.noBaseline} ${answer.message}`,
        });
      } else {
        await settle({ status: 'failed', baseCommit, headCommit, error: answer.message });
      }
      return 'failed';
    }
    const checks = await readChecks(context, delivery.repository, answer.headCommit);
    await settle({
      status: 'ready',
      baseCommit,
      headCommit,
      ...answer.facts,
      checks,
      stale: false,
      error: null,
    });
    return 'ready';
  } catch (error) {
    context.log.error({ err: error, deliveryId }, 'delivery evidence failed');
    await settle({ status: 'failed', baseCommit, headCommit, error: EVIDENCE_MESSAGES.ourError });
    return 'failed';
  } finally {
    release();
  }
}
