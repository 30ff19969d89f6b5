/**
 * What a viewer may see of projects' repository snapshots: a project's whole snapshot, and the
 * few facts of many for the browse cards. Both follow the project's visibility
 * (projects/project-view.ts, canViewProject): a hidden or paused project's snapshot is hidden
 * from everyone but its parties, as the project is.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RepoFacts, RepoInsight, RepoSummary } from '@shared/contract/repo-insight.js';
import { REPO_INSIGHT_MESSAGES } from '@shared/contract/repo-insight-rules.js';
import { PROJECT_ERRORS } from '@shared/contract/projects-rules.js';
import type { Query } from '../../core/domain.js';
import { notFound } from '../../core/errors.js';
import { projects, repoInsights, repoSnapshots, users } from '../../db/schema.js';
import { canViewProject } from '../projects/index.js';

const visibilityColumns = {
  status: projects.status,
  submitterId: projects.submitterId,
  finisherId: projects.finisherId,
  hiddenAt: projects.hiddenAt,
  ownerSuspended: sql<boolean>`(${users.suspendedAt} is not null)`,
};

const NO_FACTS = {
  languages: null,
  files: null,
  lines: null,
  tests: null,
  ci: null,
  todos: null,
  checklist: null,
  lastCommitAt: null,
  commits90d: null,
  authors90d: null,
  manifests: null,
  license: null,
  readme: null,
} satisfies { [K in keyof RepoFacts]: null };

/**
 * GET /api/projects/{id}/insight. A project without a code link has no snapshot (404); one whose
 * code link has not been read yet says so (`unread`), as a state the card shows.
 */
export async function getRepoInsight({
  db,
  actor,
  input,
}: Query<{ projectId: number }>): Promise<RepoInsight> {
  const [row] = await db
    .select({
      ...visibilityColumns,
      codeLink: projects.codeLink,
      insight: {
        status: repoInsights.status,
        error: repoInsights.error,
      },
      snapshot: {
        commit: repoSnapshots.commit,
        analyzedAt: repoSnapshots.analyzedAt,
        facts: repoSnapshots.facts,
      },
    })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.submitterId))
    .leftJoin(repoInsights, eq(repoInsights.projectId, projects.id))
    .leftJoin(repoSnapshots, eq(repoSnapshots.id, repoInsights.snapshotId))
    .where(eq(projects.id, input.projectId));
  if (!row || !canViewProject(row, actor?.id ?? null)) throw notFound(PROJECT_ERRORS.notFound);
  if (!row.codeLink) throw notFound(REPO_INSIGHT_MESSAGES.noCodeLink);
  if (!row.insight) {
    return {
      status: 'unread',
      codeLink: row.codeLink,
      commit: null,
      analyzedAt: null,
      ...NO_FACTS,
      error: null,
    };
  }
  return {
    status: row.insight.status,
    codeLink: row.codeLink,
    commit: row.snapshot?.commit ?? null,
    analyzedAt: row.snapshot?.analyzedAt.toISOString() ?? null,
    ...(row.snapshot ? (row.snapshot.facts as RepoFacts) : NO_FACTS),
    error: row.insight.error,
  };
}

/** GET /api/insight/summaries: the cards' facts of the projects this viewer may see (≤ 50). */
export async function listRepoSummaries({
  db,
  actor,
  input,
}: Query<{ projectIds: number[] }>): Promise<RepoSummary[]> {
  if (input.projectIds.length === 0) return [];
  const rows = await db
    .select({
      ...visibilityColumns,
      projectId: projects.id,
      testFiles: sql<number>`(${repoSnapshots.facts}->'tests'->>'files')::int`,
      lastCommitAt: sql<string>`${repoSnapshots.facts}->>'lastCommitAt'`,
      topLanguage: sql<string | null>`${repoSnapshots.facts}->'languages'->0->>'name'`,
    })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.submitterId))
    .innerJoin(repoInsights, eq(repoInsights.projectId, projects.id))
    .innerJoin(repoSnapshots, eq(repoSnapshots.id, repoInsights.snapshotId))
    .where(and(inArray(projects.id, input.projectIds)));
  return rows
    .filter((row) => canViewProject(row, actor?.id ?? null))
    .map((row) => ({
      projectId: row.projectId,
      hasTests: row.testFiles > 0,
      lastCommitAt: row.lastCommitAt,
      topLanguage: row.topLanguage,
    }));
}
