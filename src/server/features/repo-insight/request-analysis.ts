/**
 * Asking for a project's repository to be read: on creation (in its transaction, so the job
 * exists iff the project does) and on the owner's refresh (at most once a minute).
 */
import { eq, sql } from 'drizzle-orm';
import { REFRESH_INTERVAL_MS, REPO_INSIGHT_MESSAGES } from '@shared/contract/repo-insight-rules.js';
import { PROJECT_ERRORS } from '@shared/contract/projects-rules.js';
import type { Command } from '../../core/domain.js';
import { AppError, forbidden, notFound } from '../../core/errors.js';
import { enqueue } from '../../core/jobs/index.js';
import type { Queryable } from '../../db/client.js';
import { projects, repoInsights, users } from '../../db/schema.js';
import { canViewProject } from '../projects/index.js';

export const ANALYZE_JOB = 'repo-insight.analyze';

/** Marks the project's snapshot pending and enqueues its analysis (one waiting job per project). */
export async function requestAnalysis(tx: Queryable, projectId: number, codeLink: string) {
  await tx
    .insert(repoInsights)
    .values({ projectId, codeLink, status: 'pending' })
    .onConflictDoUpdate({
      target: repoInsights.projectId,
      set: { codeLink, status: 'pending', error: null },
    });
  await enqueue(
    tx,
    ANALYZE_JOB,
    { projectId },
    { uniqueKey: `${ANALYZE_JOB}:${projectId}`, maxAttempts: 3 },
  );
}

/** A new project with a code link: read it. */
export async function requestAnalysisOfNewProject(tx: Queryable, projectId: number) {
  const [project] = await tx
    .select({ codeLink: projects.codeLink })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (project?.codeLink) await requestAnalysis(tx, projectId, project.codeLink);
}

/** POST /api/projects/{id}/insight/refresh: the owner asks for the repository to be read again. */
export async function refreshRepoInsight({
  tx,
  actor,
  input,
  now = new Date(),
}: Command<{ projectId: number }> & { now?: Date }): Promise<void> {
  const [project] = await tx
    .select({
      status: projects.status,
      submitterId: projects.submitterId,
      finisherId: projects.finisherId,
      hiddenAt: projects.hiddenAt,
      ownerSuspended: sql<boolean>`(${users.suspendedAt} is not null)`,
      codeLink: projects.codeLink,
    })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.submitterId))
    .where(eq(projects.id, input.projectId));
  // A project this person may not see is not there for them (as its page and snapshot say).
  if (!project || !canViewProject(project, actor.id)) throw notFound(PROJECT_ERRORS.notFound);
  if (project.submitterId !== actor.id) throw forbidden(REPO_INSIGHT_MESSAGES.ownerOnly);
  if (!project.codeLink) throw notFound(REPO_INSIGHT_MESSAGES.noCodeLink);
  // Locked: two refreshes at once cannot both pass the minute's check.
  const [insight] = await tx
    .select({ requestedAt: repoInsights.requestedAt })
    .from(repoInsights)
    .where(eq(repoInsights.projectId, input.projectId))
    .for('update');
  if (insight?.requestedAt && now.getTime() - insight.requestedAt.getTime() < REFRESH_INTERVAL_MS) {
    throw new AppError('rate_limited', REPO_INSIGHT_MESSAGES.tooSoon);
  }
  await requestAnalysis(tx, input.projectId, project.codeLink);
  await tx
    .update(repoInsights)
    .set({ requestedAt: now })
    .where(eq(repoInsights.projectId, input.projectId));
}
