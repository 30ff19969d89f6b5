/**
 * A project's baseline: the commit its code link named when a bid was accepted (one
 * `git ls-remote`), the base every delivery's evidence is compared against. Asked for in the
 * acceptance's transaction (a job, so no network inside it) and read by that job; an evidence job
 * that finds it not yet read reads it first.
 */
import { eq } from 'drizzle-orm';
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

/**
 * Reads the baseline's commit when it is still pending (or failed: the code link may be readable
 * now); a recorded commit is never moved. Returns the row as it ends.
 */
export async function recordBaseline(
  context: EvidenceContext,
  projectId: number,
): Promise<Baseline | null> {
  const { db } = context;
  const read = async () =>
    (
      await db.select().from(deliveryBaselines).where(eq(deliveryBaselines.projectId, projectId))
    )[0] ?? null;
  const baseline = await read();
  if (!baseline || baseline.status === 'ready') return baseline;
  const settle = (values: Partial<Baseline>) =>
    db
      .update(deliveryBaselines)
      .set({ recordedAt: context.now(), ...values })
      .where(eq(deliveryBaselines.projectId, projectId));
  try {
    const commit = await resolveRef(baseline.codeLink, context.fetch, null);
    await settle({ status: 'ready', commit, error: null });
  } catch (error) {
    if (!(error instanceof GitFetchError)) throw error;
    await settle({ status: 'failed', error: error.message });
  }
  return read();
}
