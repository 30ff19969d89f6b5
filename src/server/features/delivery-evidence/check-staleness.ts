/**
 * Staleness (the polling fallback; docs/decisions/verified-delivery.md, "Stale"): every five
 * minutes the refs of deliveries still waiting for an answer are asked for their commit again (one
 * `git ls-remote` each, the least recently asked first, at most STALENESS_BATCH a run). A ref that
 * moved makes the evidence stale: what the owner sees is no longer what the branch holds. A
 * delivery named by its commit id never goes stale. Checks still pending are read again.
 */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { GitFetchError, resolveRef } from '../../core/git/index.js';
import { deliveries, deliveryEvidence } from '../../db/schema.js';
import type { EvidenceChecks } from '@shared/contract/delivery-evidence.js';
import type { EvidenceContext } from './evidence-context.js';
import { readChecks } from './run-evidence.js';

export const STALENESS_JOB = 'delivery-evidence.staleness';
export const STALENESS_EVERY_MS = 5 * 60_000;
const STALENESS_BATCH = 50;

export async function checkStaleness(context: EvidenceContext): Promise<number> {
  const { db } = context;
  const rows = await db
    .select({
      deliveryId: deliveryEvidence.deliveryId,
      headCommit: deliveryEvidence.headCommit,
      checks: deliveryEvidence.checks,
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
        sql`(coalesce(${deliveries.ref}, '') !~ '^[0-9a-f]{40}$' or ${deliveryEvidence.checks} ->> 'state' = 'pending')`,
      ),
    )
    .orderBy(asc(deliveryEvidence.checkedAt))
    .limit(STALENESS_BATCH);
  let moved = 0;
  for (const row of rows) {
    let stale = false;
    try {
      // A commit id never moves.
      if (!row.ref || !/^[0-9a-f]{40}$/.test(row.ref)) {
        stale = (await resolveRef(row.repository!, context.fetch, row.ref)) !== row.headCommit;
      }
    } catch (error) {
      // A ref deleted since is a move too; an unreachable host is asked again next time.
      if (!(error instanceof GitFetchError)) throw error;
      stale = error.failure === 'no-such-ref';
    }
    if (stale) moved += 1;
    // Checks still running when last read are read again (the polling fallback).
    const checks =
      (row.checks as EvidenceChecks | null)?.state === 'pending' && row.headCommit
        ? await readChecks(context, row.repository!, row.headCommit)
        : undefined;
    await db
      .update(deliveryEvidence)
      .set({ stale, checkedAt: context.now(), ...(checks ? { checks } : {}) })
      .where(eq(deliveryEvidence.deliveryId, row.deliveryId));
  }
  return moved;
}
