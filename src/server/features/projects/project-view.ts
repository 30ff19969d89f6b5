/**
 * The one projection of a project row that leaves the server (ProjectView), selected with its
 * owner's row (one join), as the field list in project-card-fields.ts declares it; list pages send
 * the card the database keeps of the same (projectListColumns, from project_cards).
 */
import { eq, sql, type GetColumnData, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PROJECT_STATUSES, type ProjectStatus } from '@shared/constants.js';
import type { ProjectView } from '@shared/contract/projects.js';
import type { Transaction } from '../../db/client.js';
import { projectCards, projects, users } from '../../db/schema.js';
import { CARD_FIELDS, type CardFields } from './project-card-fields.js';

type ViewColumns = { [K in keyof CardFields]: CardFields[K]['column'] };

/** What reads of whole projects select (with `innerJoin(users, …)`): the card's columns. */
export const projectViewColumns = Object.fromEntries(
  Object.entries(CARD_FIELDS).map(([name, { column }]) => [name, column]),
) as ViewColumns;

/** A row of `projectViewColumns`, as Drizzle reads it. */
export type ProjectViewRow = { [K in keyof CardFields]: GetColumnData<ViewColumns[K]> };

const cardFields = Object.entries(CARD_FIELDS) as [
  keyof CardFields,
  { toView: (value: unknown) => unknown },
][];

export function toProjectView(row: ProjectViewRow): ProjectView {
  const view: Record<string, unknown> = {};
  for (const [name, { toView }] of cardFields) view[name] = toView(row[name]);
  return view as ProjectView;
}

/**
 * What a list page selects per project: its card (its ProjectView as JSON text, kept by the
 * database in project_cards: migrations 0007 and 0009), and the keys its cursor is made of.
 * List pages send the cards as they are, with no row mapping, Date parsing, response validation
 * or JSON.stringify per request (docs/decisions/performance.md). `toProjectView` of `projectViewColumns` says the same
 * (tests/api/projects-list-json.test.ts compares them after every kind of change).
 */
export const projectListColumns = {
  id: projectCards.projectId,
  createdAt: projectCards.createdAt,
  json: projectCards.cardJson,
};

export interface ProjectListRow {
  id: number;
  createdAt: Date;
  json: string;
}

/**
 * `status in ('open', 'active')` with the statuses as literals, not parameters: the planner can
 * then match the partial index project_cards_listed_idx. Values are checked against the enum.
 * Of a project's row, or of its card (`projectCards.status`).
 */
export function statusIn(statuses: readonly string[], status: SQLWrapper = projects.status): SQL {
  const known = statuses.filter((s): s is ProjectStatus =>
    (PROJECT_STATUSES as readonly string[]).includes(s),
  );
  if (known.length === 0) return sql`false`;
  return sql`${status} in (${sql.raw(known.map((s) => `'${s}'`).join(', '))})`;
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
 * The project row, locked FOR UPDATE for the rest of the transaction (undefined if there is none).
 *
 * Lock order, the same in every transaction: a user's row before their projects' rows (a new
 * name, rating or "has paid before" rewrites the cards of every project of theirs: lockUser),
 * then a project's row before any row that belongs to it (its bids, payments, milestones,
 * deliveries). A transaction that starts from such a row (a delivery's id, a checkout session)
 * reads it unlocked to learn its project, locks the project here, then locks and re-reads that
 * row. Two transactions on one project then take turns at the project row instead of each
 * holding what the other waits for (a deadlock: 500 on PostgreSQL). Only a transaction that locks
 * a single row and nothing else of its project may skip this.
 */
export async function lockProject(tx: Transaction, projectId: number) {
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
    .for('update');
  return project;
}

/**
 * A user's row, locked before any project of theirs (lock order: lockProject), by a transaction
 * that will change what their projects' cards show of them.
 */
export async function lockUser(tx: Transaction, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/**
 * The project row locked (lockProject), if this viewer may open it; undefined otherwise, which
 * callers answer with their own 404. Always FOR UPDATE, even for a bid that only needs the
 * project to stay put: a new bid rewrites its project's card (migration 0007), and two bids
 * holding a shared lock would each wait for the other to upgrade it.
 */
export async function lockVisibleProject(tx: Transaction, projectId: number, viewerId: number) {
  const project = await lockProject(tx, projectId);
  return project && canViewProject(project, viewerId) ? project : undefined;
}
