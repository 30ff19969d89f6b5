/**
 * The per-project opt-in release (docs/decisions/verified-delivery.md, "The opt-in release"): a
 * delivery waiting for the owner's answer is approved, and the money released through the
 * payments release path, as soon as every check the owner requires passes on its commit, the
 * evidence is fresh and unflagged (so the commit descends from the baseline), and nothing holds
 * the project back (a dispute, a chargeback). Asked whenever something it depends on changes: the
 * evidence read, checks read again (polling or webhook), the owner's settings. Anything short of
 * all of that releases nothing; the owner's approval and the waiting period stay as they are.
 */
import { and, eq } from 'drizzle-orm';
import { requiredCheckResults } from '@shared/contract/delivery-evidence-rules.js';
import type { EvidenceChecks, TamperFlag } from '@shared/contract/delivery-evidence.js';
import { GitFetchError, resolveRef } from '../../core/git/index.js';
import { lockProject } from '../../core/row-locks.js';
import type { Queryable } from '../../db/client.js';
import { deliveries, deliveryCheckSettings, deliveryEvidence, projects } from '../../db/schema.js';
import { approveDeliveryOnChecks } from '../milestones/index.js';
import type { EvidenceContext } from './evidence-context.js';

export type ReleaseOutcome =
  | 'released'
  | 'gone'
  | 'not opted in'
  | 'no required checks'
  | 'not waiting'
  | 'not read'
  | 'stale'
  | 'flagged'
  | 'checks not passing'
  | 'not paid'
  | 'held back'
  | 'ref unreadable';

const COMMIT_ID = /^[0-9a-f]{40}$/;

async function readCandidate(db: Queryable, deliveryId: number) {
  const [row] = await db
    .select({
      projectId: deliveries.projectId,
      deliveryStatus: deliveries.status,
      repository: deliveries.repository,
      ref: deliveries.ref,
      projectStatus: projects.status,
      evidenceStatus: deliveryEvidence.status,
      headCommit: deliveryEvidence.headCommit,
      baseCommit: deliveryEvidence.baseCommit,
      stale: deliveryEvidence.stale,
      flags: deliveryEvidence.flags,
      checks: deliveryEvidence.checks,
      requiredChecks: deliveryCheckSettings.requiredChecks,
      releaseOnChecks: deliveryCheckSettings.releaseOnChecks,
    })
    .from(deliveries)
    .innerJoin(projects, eq(projects.id, deliveries.projectId))
    .leftJoin(deliveryEvidence, eq(deliveryEvidence.deliveryId, deliveries.id))
    .leftJoin(deliveryCheckSettings, eq(deliveryCheckSettings.projectId, deliveries.projectId))
    .where(eq(deliveries.id, deliveryId));
  return row;
}
type Candidate = NonNullable<Awaited<ReturnType<typeof readCandidate>>>;

/** Why this delivery may not release by itself, or null when it may. */
export function refusalOf(
  candidate: Candidate | undefined,
): Exclude<ReleaseOutcome, 'released' | 'held back' | 'ref unreadable'> | null {
  if (!candidate) return 'gone';
  if (!candidate.releaseOnChecks) return 'not opted in';
  const required = candidate.requiredChecks ?? [];
  if (required.length === 0) return 'no required checks';
  if (candidate.deliveryStatus !== 'submitted') return 'not waiting';
  if (
    candidate.evidenceStatus !== 'ready' ||
    !candidate.headCommit ||
    !candidate.baseCommit ||
    !candidate.repository
  ) {
    return 'not read';
  }
  if (candidate.stale) return 'stale';
  // Every flag, not descending from the baseline among them, leaves the decision to the owner.
  if (((candidate.flags as TamperFlag[] | null) ?? []).length > 0) return 'flagged';
  const checks = candidate.checks as EvidenceChecks | null;
  if (
    checks?.source !== 'github' ||
    requiredCheckResults(required, checks.runs).some((check) => check.state !== 'passing')
  ) {
    return 'checks not passing';
  }
  if (candidate.projectStatus !== 'paid') return 'not paid';
  return null;
}

export async function releaseOnChecks(
  context: EvidenceContext,
  deliveryId: number,
): Promise<ReleaseOutcome> {
  const first = await readCandidate(context.db, deliveryId);
  const refused = refusalOf(first);
  if (refused || !first) return refused ?? 'gone';

  // Fresh: a branch or a tag is asked again just before (one ls-remote), so a push the webhook
  // has not told us of yet still stops it; a commit id never moves.
  if (!first.ref || !COMMIT_ID.test(first.ref)) {
    let now: string | null;
    try {
      now = await resolveRef(first.repository!, context.fetch, first.ref);
    } catch (error) {
      if (!(error instanceof GitFetchError)) throw error;
      if (error.failure !== 'no-such-ref') return 'ref unreadable';
      now = null;
    }
    if (now !== first.headCommit) {
      await context.db
        .update(deliveryEvidence)
        .set({ stale: true, checkedAt: context.now() })
        .where(eq(deliveryEvidence.deliveryId, deliveryId));
      return 'stale';
    }
  }

  return context.transaction(async (tx) => {
    // The project first (the lock order), then everything read again under it: an approval, a
    // request for changes, a dispute, a settings change or a new reading may have come between.
    await lockProject(tx, first.projectId);
    const candidate = await readCandidate(tx, deliveryId);
    const again = refusalOf(candidate);
    if (again) return again;
    if (candidate!.headCommit !== first.headCommit) return 'stale';
    const approved = await approveDeliveryOnChecks({
      tx,
      actor: null,
      input: { projectId: first.projectId },
    });
    if (!approved) return 'held back';
    await tx
      .update(deliveryEvidence)
      .set({ releasedOnChecksAt: context.now() })
      .where(eq(deliveryEvidence.deliveryId, deliveryId));
    return 'released';
  });
}

/** The project's delivery waiting for an answer, if any (one at most: deliveries_one_open_key). */
export async function waitingDeliveryOf(db: Queryable, projectId: number) {
  const [row] = await db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(and(eq(deliveries.projectId, projectId), eq(deliveries.status, 'submitted')));
  return row?.id ?? null;
}
