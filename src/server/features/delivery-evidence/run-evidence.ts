/**
 * The evidence job of one delivery (or of the code a milestone's completion named, read the same
 * way into milestone_evidence): the baseline (read first if it is not yet), the ref resolved
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
import { deliveries, deliveryEvidence, milestoneEvidence, milestones } from '../../db/schema.js';
import { findBaseline, settleBaseline } from './baseline.js';
import type { EvidenceContext } from './evidence-context.js';
import { readEvidenceApart } from './read-apart.js';

export const EVIDENCE_JOB = 'delivery-evidence.read';

/** What an evidence is of: a delivery, or the code a milestone's completion named. */
export type EvidenceSubject = { deliveryId: number } | { milestoneId: number };

const jobKey = (subject: EvidenceSubject) =>
  'deliveryId' in subject
    ? `${EVIDENCE_JOB}:${subject.deliveryId}`
    : `${EVIDENCE_JOB}:milestone-${subject.milestoneId}`;

/** In the delivery's transaction: its evidence, pending, and the job that reads it. */
export async function requestEvidence(tx: Queryable, deliveryId: number) {
  const [delivery] = await tx
    .select({ repository: deliveries.repository })
    .from(deliveries)
    .where(eq(deliveries.id, deliveryId));
  if (!delivery?.repository) return;
  await tx.insert(deliveryEvidence).values({ deliveryId, status: 'pending' }).onConflictDoNothing();
  const subject = { deliveryId };
  await enqueue(tx, EVIDENCE_JOB, subject, { uniqueKey: jobKey(subject), maxAttempts: 3 });
}

/**
 * In a milestone's completion's transaction, when it named code: its evidence, pending again
 * (a completion after changes were asked is read afresh), and the job that reads it.
 */
export async function requestMilestoneEvidence(tx: Queryable, milestoneId: number) {
  const [milestone] = await tx
    .select({ repository: milestones.repository })
    .from(milestones)
    .where(eq(milestones.id, milestoneId));
  if (!milestone?.repository) return;
  const pending = {
    status: 'pending' as const,
    baseCommit: null,
    headCommit: null,
    diff: null,
    todos: null,
    flags: [],
    checks: null,
    error: null,
    stale: false,
    readAt: null,
  };
  await tx
    .insert(milestoneEvidence)
    .values({ milestoneId, ...pending })
    .onConflictDoUpdate({ target: milestoneEvidence.milestoneId, set: pending });
  const subject = { milestoneId };
  await enqueue(tx, EVIDENCE_JOB, subject, { uniqueKey: jobKey(subject), maxAttempts: 3 });
}

/** The code an evidence is of: its project, repository and ref (null: gone or names none). */
async function codeOf(context: EvidenceContext, subject: EvidenceSubject) {
  const [row] =
    'deliveryId' in subject
      ? await context.db
          .select({
            projectId: deliveries.projectId,
            repository: deliveries.repository,
            ref: deliveries.ref,
          })
          .from(deliveries)
          .where(eq(deliveries.id, subject.deliveryId))
      : await context.db
          .select({
            projectId: milestones.projectId,
            repository: milestones.repository,
            ref: milestones.ref,
          })
          .from(milestones)
          .where(eq(milestones.id, subject.milestoneId));
  return row?.repository ? { ...row, repository: row.repository } : null;
}

export type EvidenceValues = Partial<Omit<typeof deliveryEvidence.$inferInsert, 'deliveryId'>>;

/** Writes an evidence's row (the two tables have the same columns). */
export function writeEvidence(
  context: EvidenceContext,
  subject: EvidenceSubject,
  values: EvidenceValues,
) {
  return 'deliveryId' in subject
    ? context.db
        .update(deliveryEvidence)
        .set(values)
        .where(eq(deliveryEvidence.deliveryId, subject.deliveryId))
    : context.db
        .update(milestoneEvidence)
        .set(values)
        .where(eq(milestoneEvidence.milestoneId, subject.milestoneId));
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
  subject: EvidenceSubject,
): Promise<EvidenceOutcome> {
  const delivery = await codeOf(context, subject);
  if (!delivery) return 'gone';
  const settle = (values: EvidenceValues) =>
    writeEvidence(context, subject, {
      checks: NO_CHECKS,
      readAt: context.now(),
      checkedAt: context.now(),
      ...values,
    });

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
    context.log.error({ err: error, ...subject }, 'delivery evidence failed');
    await settle({ status: 'failed', baseCommit, headCommit, error: EVIDENCE_MESSAGES.ourError });
    return 'failed';
  } finally {
    release();
  }
}
