/**
 * A project's baseline: the commit its code link named when a bid was accepted (one
 * `git ls-remote`), the base every delivery's evidence is compared against. Asked for in the
 * acceptance's transaction (a job, so no network inside it) and read by that job; an evidence job
 * that finds it not yet read reads it first.
 */
import { and, eq, ne } from 'drizzle-orm';
import { GitFetchError, resolveRef } from '../../core/git/index.js';
import { enqueue } from '../../core/jobs/index.js';
import type { Queryable } from '../../db/client.js';
import { deliveryBaselines, projects } from '../../db/schema.js';
import type { EvidenceContext } from './evidence-context.js';

export const BASELINE_JOB = 'delivery-evidence.baseline';

/** On a bid's acceptance: the project's code link, to be read (none: no baseline). */
export async function requestBaseline(tx: Queryable, projectId: number) {
  const [project] = await tx
    .select({ codeLink: projects.codeLink })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!project?.codeLink) return;
  await tx
    .insert(deliveryBaselines)
    .values({ projectId, codeLink: project.codeLink, status: 'pending' })
    .onConflictDoUpdate({
      target: deliveryBaselines.projectId,
      set: { codeLink: project.codeLink, status: 'pending', commit: null, error: null },
    });
  await enqueue(
    tx,
    BASELINE_JOB,
    { projectId },
    { uniqueKey: `${BASELINE_JOB}:${projectId}`, maxAttempts: 3 },
  );
}

export type Baseline = typeof deliveryBaselines.$inferSelect;

export async function findBaseline(
  context: EvidenceContext,
  projectId: number,
): Promise<Baseline | null> {
  const [baseline] = await context.db
    .select()
    .from(deliveryBaselines)
    .where(eq(deliveryBaselines.projectId, projectId));
  return baseline ?? null;
}

/** A baseline read (or not readable) now; a recorded commit is never moved. */
export async function settleBaseline(
  context: EvidenceContext,
  projectId: number,
  values: Pick<Baseline, 'status' | 'commit' | 'error'>,
) {
  await context.db
    .update(deliveryBaselines)
    .set({ recordedAt: context.now(), ...values })
    .where(and(eq(deliveryBaselines.projectId, projectId), ne(deliveryBaselines.status, 'ready')));
}

/**
 * Reads the baseline's commit when it is still pending (or failed: the code link may be readable
 * now); a recorded commit is never moved. Returns the row as it ends. (An evidence job that finds
 * the baseline not yet read has its process apart read it: run-evidence.ts.)
 */
export async function recordBaseline(
  context: EvidenceContext,
  projectId: number,
): Promise<Baseline | null> {
  const baseline = await findBaseline(context, projectId);
  if (!baseline || baseline.status === 'ready') return baseline;
  try {
    const commit = await resolveRef(baseline.codeLink, context.fetch, null);
    await settleBaseline(context, projectId, { status: 'ready', commit, error: null });
  } catch (error) {
    if (!(error instanceof GitFetchError)) throw error;
    await settleBaseline(context, projectId, {
      status: 'failed',
      commit: null,
      error: error.message,
    });
  }
  return findBaseline(context, projectId);
}
