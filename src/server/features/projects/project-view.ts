/**
 * The one projection of a project row that leaves the server (ProjectView), selected in one
 * query with the owner's username and the bid count (a correlated count over an index: no N+1).
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { PROJECT_STATUSES, type ProjectStatus } from '@shared/constants.js';
import type { ProjectView } from '@shared/contract/projects.js';
import type { Transaction } from '../../db/client.js';
import { qualified } from '../../db/qualified.js';
import { bids, projects, reviews, users } from '../../db/schema.js';

export const projectViewColumns = {
  id: projects.id,
  name: projects.name,
  description: projects.description,
  techStack: projects.techStack,
  codeLink: projects.codeLink,
  imageUrl: projects.imageUrl,
  thumbnailUrl: projects.thumbnailUrl,
  status: projects.status,
  submitterId: projects.submitterId,
  submitterUsername: users.username,
  submitterRating: sql<
    string | null
  >`(select round(avg(${reviews.rating}), 1) from ${reviews} where ${reviews.revieweeId} = ${qualified(projects.submitterId)})`,
  finisherId: projects.finisherId,
  timeframe: projects.timeframe,
  budget: projects.budget,
  bidCount: sql<number>`(select count(*)::int from ${bids} where ${bids.projectId} = ${qualified(projects.id)})`,
  createdAt: projects.createdAt,
};

/**
 * A project's ProjectView as compact JSON text (row_to_json: no spaces, keys in this order), built
 * by PostgreSQL: the list pages send these as they
 * are, with no row mapping, Date parsing, response validation or JSON.stringify per request
 * (docs/decisions/performance.md). Same fields, order and values as `toProjectView` of
 * `projectViewColumns` (tests/api/projects-search.test.ts compares them).
 */
export const projectViewJson = sql<string>`(select row_to_json(v)::text from (select
  ${projects.id} as "id",
  ${projects.name} as "name",
  ${projects.description} as "description",
  ${projects.techStack} as "techStack",
  ${projects.codeLink} as "codeLink",
  ${projects.imageUrl} as "imageUrl",
  ${projects.thumbnailUrl} as "thumbnailUrl",
  ${projects.status} as "status",
  ${projects.submitterId} as "submitterId",
  ${users.username} as "submitterUsername",
  ${projectViewColumns.submitterRating} as "submitterRating",
  ${projects.finisherId} as "finisherId",
  ${projects.timeframe} as "timeframe",
  ${projects.budget} as "budget",
  ${projectViewColumns.bidCount} as "bidCount",
  to_char(${projects.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"
) v)`;

/** What a list page selects per project: its JSON, and the keys its cursor is made of. */
export const projectListColumns = {
  id: projects.id,
  createdAt: projects.createdAt,
  json: projectViewJson,
};

export interface ProjectListRow {
  id: number;
  createdAt: Date;
  json: string;
}

export interface ProjectViewRow {
  id: number;
  name: string;
  description: string;
  techStack: string[];
  codeLink: string | null;
  imageUrl: string | null;
  thumbnailUrl: string | null;
  status: string;
  submitterId: number;
  submitterUsername: string;
  submitterRating: string | number | null;
  finisherId: number | null;
  timeframe: string | null;
  budget: number | null;
  bidCount: number;
  createdAt: Date;
}

export function toProjectView(row: ProjectViewRow): ProjectView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    techStack: row.techStack,
    codeLink: row.codeLink,
    imageUrl: row.imageUrl,
    thumbnailUrl: row.thumbnailUrl,
    status: row.status as ProjectStatus,
    submitterId: row.submitterId,
    submitterUsername: row.submitterUsername,
    submitterRating: row.submitterRating === null ? null : Number(row.submitterRating),
    finisherId: row.finisherId,
    timeframe: row.timeframe,
    budget: row.budget,
    bidCount: Number(row.bidCount),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * `status in ('open', 'active')` with the statuses as literals, not parameters: the planner can
 * then match the partial index projects_listed_created_idx. Values are checked against the enum.
 */
export function statusIn(statuses: readonly string[]): SQL {
  const known = statuses.filter((s): s is ProjectStatus =>
    (PROJECT_STATUSES as readonly string[]).includes(s),
  );
  if (known.length === 0) return sql`false`;
  return sql`${projects.status} in (${sql.raw(known.map((s) => `'${s}'`).join(', '))})`;
}

/**
 * Who may open a project by id: everyone while it is anything but paused or cancelled; then
 * only its owner and its assigned developer (docs/decisions/projects.md).
 */
export function canViewProject(
  project: { status: string; submitterId: number; finisherId: number | null },
  viewerId: number | null,
): boolean {
  if (project.status !== 'paused' && project.status !== 'cancelled') return true;
  return viewerId !== null && (viewerId === project.submitterId || viewerId === project.finisherId);
}

/**
 * The project row locked for a change (`update`) or against one (`share`), if this viewer may
 * open it; undefined otherwise, which callers answer with their own 404.
 */
export async function lockVisibleProject(
  tx: Transaction,
  projectId: number,
  viewerId: number,
  strength: 'update' | 'share',
) {
  const [project] = await tx
    .select({
      id: projects.id,
      name: projects.name,
      status: projects.status,
      submitterId: projects.submitterId,
      finisherId: projects.finisherId,
    })
    .from(projects)
    .where(eq(projects.id, projectId))
    .for(strength);
  return project && canViewProject(project, viewerId) ? project : undefined;
}
