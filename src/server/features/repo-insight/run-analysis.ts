/**
 * The analysis job: for a code link read before, ask the remote which commit HEAD names (one
 * `git ls-remote`); when the project's snapshot is at that commit already, that is all. Otherwise
 * reuse a snapshot of the same (code link, commit) or fetch and analyse (in a process of its own: analyse-apart.ts), at
 * most `concurrency` at a time per instance.
 * A fetch that fails or is refused ends as `failed` or `refused` with its sentence; the project
 * is untouched and the job itself succeeds (nothing to retry but a crash).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { GitFetchError, remoteHead, type FetchOptions } from '../../core/git/index.js';
import type { Database } from '../../db/client.js';
import { repoInsights, repoSnapshots } from '../../db/schema.js';
import { analyseApart } from './analyse-apart.js';

export interface AnalysisContext {
  db: Database;
  fetch: FetchOptions;
  log: FastifyBaseLogger;
  /** Waits for one of the instance's analysis slots; call the returned function to free it. */
  slot: () => Promise<() => void>;
}

/** At most `size` holders at once; the others wait their turn, first come first served. */
export function createSlots(size: number) {
  let free = size;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else free += 1;
  };
  return async (): Promise<() => void> => {
    if (free > 0) free -= 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    let released = false;
    return () => {
      if (!released) release();
      released = true;
    };
  };
}

async function snapshotAt(db: Database, codeLink: string, commit: string) {
  const [found] = await db
    .select({ id: repoSnapshots.id })
    .from(repoSnapshots)
    .where(and(eq(repoSnapshots.codeLink, codeLink), eq(repoSnapshots.commit, commit)));
  return found?.id ?? null;
}

async function anySnapshotOf(db: Database, codeLink: string) {
  const [found] = await db
    .select({ id: repoSnapshots.id })
    .from(repoSnapshots)
    .where(eq(repoSnapshots.codeLink, codeLink))
    .limit(1);
  return found !== undefined;
}

export type AnalysisOutcome = 'unchanged' | 'reused' | 'analyzed' | 'failed' | 'refused' | 'gone';

export async function runAnalysis(
  context: AnalysisContext,
  projectId: number,
  now = () => new Date(),
): Promise<AnalysisOutcome> {
  const { db } = context;
  const [insight] = await db
    .select({
      codeLink: repoInsights.codeLink,
      commit: repoSnapshots.commit,
    })
    .from(repoInsights)
    .leftJoin(repoSnapshots, eq(repoSnapshots.id, repoInsights.snapshotId))
    .where(eq(repoInsights.projectId, projectId));
  if (!insight) return 'gone';
  const { codeLink } = insight;
  const settle = (values: Partial<typeof repoInsights.$inferInsert>) =>
    db
      .update(repoInsights)
      .set({ checkedAt: now(), ...values })
      // A code link changed meanwhile has its own job coming: this result is not for it.
      .where(and(eq(repoInsights.projectId, projectId), eq(repoInsights.codeLink, codeLink)));

  const release = await context.slot();
  try {
    // Only a code link read before can be unchanged or reused: a new one (a burst of new
    // projects) goes straight to the fetch, which resolves HEAD itself.
    if (insight.commit !== null || (await anySnapshotOf(db, codeLink))) {
      const head = await remoteHead(codeLink, context.fetch);
      if (head === insight.commit) {
        await settle({ status: 'ready', error: null });
        return 'unchanged';
      }
      const existing = await snapshotAt(db, codeLink, head);
      if (existing !== null) {
        await settle({ status: 'ready', error: null, snapshotId: existing });
        return 'reused';
      }
    }
    const { commit, facts } = await analyseApart(codeLink, context.fetch, now());
    await db
      .insert(repoSnapshots)
      .values({ codeLink, commit, facts, analyzedAt: now() })
      .onConflictDoNothing();
    await settle({
      status: 'ready',
      error: null,
      snapshotId: await snapshotAt(db, codeLink, commit),
    });
    return 'analyzed';
  } catch (error) {
    if (error instanceof GitFetchError) {
      const status = error.failure === 'refused' ? 'refused' : 'failed';
      await settle({ status, error: error.message });
      return status;
    }
    context.log.error({ err: error, projectId }, 'repository analysis failed');
    await settle({
      status: 'failed',
      error: 'The repository could not be read because of an error on our side. Try again later.',
    });
    return 'failed';
  } finally {
    release();
  }
}
