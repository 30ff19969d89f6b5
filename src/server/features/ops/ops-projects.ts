/**
 * Projects as operators see them (decisions.md, Operators): a list to search, and hiding a project
 * with a reason its owner sees on the project page, or showing it again. A hidden project has no
 * card (trigger projects_card, migration 0015), so browsing, search and the technologies leave it
 * out; its page is a 404 to everyone but its owner and its developer, as a paused one's is.
 */
import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { OpsProject, OpsProjectsQuery } from '@shared/contract/ops.js';
import { OPS_MESSAGES } from '@shared/contract/ops-rules.js';
import type { Query } from '../../core/domain.js';
import { notFound, refuse } from '../../core/errors.js';
import { emit } from '../../core/events/index.js';
import { afterCursor, decodeCursor } from '../../core/pagination.js';
import { lockProject, lockUser } from '../../core/row-locks.js';
import { qualified } from '../../db/qualified.js';
import { projects, users, type UserRow } from '../../db/schema.js';
import type { Queryable } from '../../db/client.js';
import { heldOfProject } from '../payments/index.js';
import { appendAudit } from './audit.js';
import type { OpsCommand } from './ops-users.js';

const columns = {
  id: projects.id,
  name: projects.name,
  status: projects.status,
  submitterId: projects.submitterId,
  ownerName: users.username,
  hiddenAt: projects.hiddenAt,
  hiddenReason: projects.hiddenReason,
  held: heldOfProject(qualified(projects.id)),
  createdAt: projects.createdAt,
};

type Row = {
  id: number;
  name: string;
  status: string;
  submitterId: number;
  ownerName: string;
  hiddenAt: Date | null;
  hiddenReason: string | null;
  held: string | number;
  createdAt: Date;
};

export function toOpsProject(row: Row): OpsProject {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    submitterId: row.submitterId,
    ownerId: row.submitterId,
    ownerName: row.ownerName,
    hidden: row.hiddenAt !== null,
    hiddenReason: row.hiddenReason,
    heldCents: Number(row.held),
    createdAt: row.createdAt.toISOString(),
  };
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Projects whose name contains `q` (or whose id is `q`), newest first; `limit + 1` rows. */
export async function listOpsProjects({ db, input }: Query<OpsProjectsQuery, UserRow>) {
  const q = input.q?.trim();
  const conditions: (SQL | undefined)[] = [
    q
      ? /^\d{1,9}$/.test(q)
        ? eq(projects.id, Number(q))
        : sql`${projects.name} ilike ${likePattern(q)}`
      : undefined,
    input.hidden === 'true' ? isNotNull(projects.hiddenAt) : undefined,
    input.hidden === 'false' ? isNull(projects.hiddenAt) : undefined,
    afterCursor(projects.createdAt, projects.id, decodeCursor(input.cursor)),
  ];
  return db
    .select(columns)
    .from(projects)
    .innerJoin(users, eq(users.id, projects.submitterId))
    .where(and(...conditions))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(input.limit + 1);
}

export async function readOpsProject(db: Queryable, projectId: number): Promise<OpsProject> {
  const [row] = await db
    .select(columns)
    .from(projects)
    .innerJoin(users, eq(users.id, projects.submitterId))
    .where(eq(projects.id, projectId));
  if (!row) throw notFound(OPS_MESSAGES.projectNotFound);
  return toOpsProject(row);
}

/** Hides (true) or shows again (false) a project, with the reason its owner sees. */
export async function setProjectHidden({
  tx,
  actor,
  input: { projectId, hidden, reason, address },
}: OpsCommand<{ projectId: number; hidden: boolean }>): Promise<OpsProject> {
  const [owner] = await tx
    .select({ id: projects.submitterId })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!owner) throw notFound(OPS_MESSAGES.projectNotFound);
  // Lock order: the owner's row, then the project's (core/row-locks.ts).
  await lockUser(tx, owner.id);
  const project = await lockProject(tx, projectId);
  if (!project) throw notFound(OPS_MESSAGES.projectNotFound);
  const [before] = await tx
    .select({ hiddenAt: projects.hiddenAt, hiddenReason: projects.hiddenReason })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (hidden && before!.hiddenAt) throw refuse('already_so', OPS_MESSAGES.alreadyHidden);
  if (!hidden && !before!.hiddenAt) throw refuse('already_so', OPS_MESSAGES.notHidden);
  await tx
    .update(projects)
    .set(
      hidden
        ? { hiddenAt: new Date(), hiddenReason: reason }
        : { hiddenAt: null, hiddenReason: null },
    )
    .where(eq(projects.id, projectId));
  await appendAudit(tx, {
    operatorId: actor.id,
    action: hidden ? 'project.hide' : 'project.show',
    targetType: 'project',
    targetId: projectId,
    reason,
    before: { hidden: before!.hiddenAt !== null, hiddenReason: before!.hiddenReason },
    after: { hidden, hiddenReason: hidden ? reason : null },
    address,
  });
  const parties = [project.submitterId, project.finisherId].filter(
    (id): id is number => id !== null,
  );
  await emit(tx, {
    type: hidden ? 'project.hidden' : 'project.shown',
    data: { projectId },
    audience: parties,
    notify: [
      {
        userId: project.submitterId,
        type: 'project',
        title: hidden ? 'Project hidden by an operator' : 'Project visible again',
        content: hidden
          ? `"${project.name}" is hidden from the marketplace: ${reason}`
          : `"${project.name}" is visible in the marketplace again.`,
        relatedId: projectId,
      },
    ],
  });
  return readOpsProject(tx, projectId);
}
