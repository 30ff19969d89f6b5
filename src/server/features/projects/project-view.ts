/**
 * The one projection of a project row that leaves the server (ProjectView), selected with its
 * owner's row (one join), as the field list in project-card-fields.ts declares it; list pages send
 * the card the database keeps of the same (project_cards.card_json).
 */
import { sql, type GetColumnData, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PROJECT_STATUSES, type ProjectStatus } from '@shared/constants.js';
import type { ProjectView } from '@shared/contract/projects.js';
import { isVisibleProject } from '@shared/lifecycle.js';
import { lockProject } from '../../core/row-locks.js';
import type { Transaction } from '../../db/client.js';
import { statusList } from '../../db/status-list.js';
import { projects } from '../../db/schema.js';
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
 * `status in ('open', 'active')` with the statuses as literals, not parameters: the planner can
 * then match the partial index project_cards_listed_idx. Values are checked against the enum.
 * Of a project's row, or of its card (`projectCards.status`).
 */
export function statusIn(statuses: readonly string[], status: SQLWrapper = projects.status): SQL {
  const known = statuses.filter((s): s is ProjectStatus =>
    (PROJECT_STATUSES as readonly string[]).includes(s),
  );
  if (known.length === 0) return sql`false`;
  return sql`${status} in (${statusList(known)})`;
}

/**
 * Who may open a project by id: everyone while it is anything but paused or cancelled, and
 * neither hidden by an operator nor its owner suspended; then only its owner and its assigned
 * developer (docs/decisions/projects.md, docs/decisions/operators.md).
 */
export function canViewProject(
  project: {
    status: ProjectStatus;
    submitterId: number;
    finisherId: number | null;
    /** Hidden by an operator, or its owner suspended (decisions.md, Operators). */
    hiddenAt?: Date | null;
    ownerSuspended?: boolean;
  },
  viewerId: number | null,
): boolean {
  const withdrawn = Boolean(project.hiddenAt) || Boolean(project.ownerSuspended);
  if (isVisibleProject(project.status) && !withdrawn) return true;
  return viewerId !== null && (viewerId === project.submitterId || viewerId === project.finisherId);
}

/**
 * The project row locked (core/row-locks.ts), if this viewer may open it; undefined otherwise, which
 * callers answer with their own 404. Always FOR UPDATE, even for a bid that only needs the
 * project to stay put: a new bid rewrites its project's card (migration 0007), and two bids
 * holding a shared lock would each wait for the other to upgrade it.
 */
export async function lockVisibleProject(tx: Transaction, projectId: number, viewerId: number) {
  const project = await lockProject(tx, projectId);
  return project && canViewProject(project, viewerId) ? project : undefined;
}
