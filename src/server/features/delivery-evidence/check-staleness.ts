/**
 * Staleness (the polling fallback; docs/decisions/verified-delivery.md, "Stale"): every five
 * minutes the refs of deliveries still waiting for an answer are asked for their commit again (one
 * `git ls-remote` each, the least recently asked first, at most STALENESS_BATCH a run). A ref that
 * moved makes the evidence stale: what the owner sees is no longer what the branch holds. A
 * delivery named by its commit id never goes stale. Checks still pending are read again. A
 * milestone completed with code named is asked the same way while it waits for the owner.
 */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { GitFetchError, resolveRef } from '../../core/git/index.js';
import { deliveries, deliveryEvidence, milestoneEvidence, milestones } from '../../db/schema.js';
import type { EvidenceChecks } from '@shared/contract/delivery-evidence.js';
import type { EvidenceContext } from './evidence-context.js';
import { releaseOnChecks } from './release-on-checks.js';
import { readChecks, writeEvidence, type EvidenceSubject } from './run-evidence.js';

export const STALENESS_JOB = 'delivery-evidence.staleness';
export const STALENESS_EVERY_MS = 5 * 60_000;
const STALENESS_BATCH = 50;

/** Branches and tags move; a full commit id does not. */
const BY_COMMIT = /^[0-9a-f]{40}$/;

export async function checkStaleness(context: EvidenceContext): Promise<number> {
  const { db } = context;
  // Not yet stale, and worth asking: a ref that can move, or checks still running.
  const worthAsking = (ref: AnyPgColumn, checks: AnyPgColumn) =>
    sql`(coalesce(${ref}, '') !~ '^[0-9a-f]{40}$' or ${checks} ->> 'state' = 'pending')`;
  const waitingDeliveries = await db
    .select({
      deliveryId: deliveryEvidence.deliveryId,
      headCommit: deliveryEvidence.headCommit,
      checks: deliveryEvidence.checks,
      checkedAt: deliveryEvidence.checkedAt,
      repository: deliveries.repository,
      ref: deliveries.ref,
    })
    .from(deliveryEvidence)
    .innerJoin(deliveries, eq(deliveries.id, deliveryEvidence.deliveryId))
    .where(
      and(
        eq(deliveryEvidence.status, 'ready'),
        eq(deliveryEvidence.stale, false),
        eq(deliveries.status, 'submitted'),
        isNotNull(deliveries.repository),
        worthAsking(deliveries.ref, deliveryEvidence.checks),
      ),
    )
    .orderBy(asc(deliveryEvidence.checkedAt))
    .limit(STALENESS_BATCH);
  // Milestones completed with code named, waiting for the owner's answer, the same way.
  const waitingMilestones = await db
    .select({
      milestoneId: milestoneEvidence.milestoneId,
      headCommit: milestoneEvidence.headCommit,
      checks: milestoneEvidence.checks,
      checkedAt: milestoneEvidence.checkedAt,
      repository: milestones.repository,
      ref: milestones.ref,
    })
    .from(milestoneEvidence)
    .innerJoin(milestones, eq(milestones.id, milestoneEvidence.milestoneId))
    .where(
      and(
        eq(milestoneEvidence.status, 'ready'),
        eq(milestoneEvidence.stale, false),
        eq(milestones.status, 'completed'),
        isNotNull(milestones.repository),
        worthAsking(milestones.ref, milestoneEvidence.checks),
      ),
    )
    .orderBy(asc(milestoneEvidence.checkedAt))
    .limit(STALENESS_BATCH);
  const rows = [
    ...waitingDeliveries.map((row) => ({ ...row, subject: { deliveryId: row.deliveryId } })),
    ...waitingMilestones.map((row) => ({ ...row, subject: { milestoneId: row.milestoneId } })),
  ]
    .sort((a, b) => (a.checkedAt?.getTime() ?? 0) - (b.checkedAt?.getTime() ?? 0))
    .slice(0, STALENESS_BATCH);

  let moved = 0;
  for (const row of rows) {
    if (await recheck(context, row, { refs: true, checks: 'if pending' })) moved += 1;
  }
  return moved;
}

export interface RecheckRow {
  subject: EvidenceSubject;
  headCommit: string | null;
  checks: unknown;
  repository: string | null;
  ref: string | null;
}

/**
 * Asks again for one delivery's or milestone's evidence: its ref's commit (a moved or deleted ref
 * makes it stale) and its checks (`'if pending'`: only while they are not settled; `'always'`: a
 * check webhook said they changed). Then, for a delivery, the opt-in release is asked whether it
 * may act. True when it went stale.
 */
export async function recheck(
  context: EvidenceContext,
  row: RecheckRow,
  what: { refs: boolean; checks: 'if pending' | 'always' },
): Promise<boolean> {
  let stale = false;
  try {
    // A commit id never moves.
    if (what.refs && row.repository && (!row.ref || !BY_COMMIT.test(row.ref))) {
      stale = (await resolveRef(row.repository, context.fetch, row.ref)) !== row.headCommit;
    }
  } catch (error) {
    // A ref deleted since is a move too; an unreachable host is asked again next time.
    if (!(error instanceof GitFetchError)) throw error;
    stale = error.failure === 'no-such-ref';
  }
  // Checks still running when last read are read again (the polling fallback), or all of them
  // when a webhook said they changed.
  const rereadChecks =
    what.checks === 'always' || (row.checks as EvidenceChecks | null)?.state === 'pending';
  const checks =
    rereadChecks && row.headCommit && row.repository
      ? await readChecks(context, row.repository, row.headCommit)
      : undefined;
  await writeEvidence(context, row.subject, {
    ...(what.refs ? { checkedAt: context.now() } : {}),
    ...(stale ? { stale: true } : {}),
    ...(checks ? { checks } : {}),
  });
  if (!stale && 'deliveryId' in row.subject) await askRelease(context, row.subject.deliveryId);
  return stale;
}

/** The opt-in release, asked; its failure is logged, never the caller's (the job goes on). */
export async function askRelease(context: EvidenceContext, deliveryId: number) {
  try {
    const outcome = await releaseOnChecks(context, deliveryId);
    if (outcome === 'released') {
      context.log.info({ deliveryId }, 'released: every required check passed');
    }
    return outcome;
  } catch (error) {
    context.log.error({ err: error, deliveryId }, 'the opt-in release failed');
    return null;
  }
}
