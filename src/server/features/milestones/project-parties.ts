import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { notFound } from '../../core/errors.js';
import { bids, projects } from '../../db/schema.js';

/**
 * A project with its owner, developer and the accepted bid's amount, for the milestone and
 * delivery routes. 404 for anyone who is neither its owner nor its developer: the work and money
 * of a project are theirs alone ('system' is the automatic approval), with `notFoundMessage`.
 * `lock` takes the project row FOR UPDATE, before any of its milestones or deliveries (the lock
 * order: projects/project-view.ts, lockProject), so changes to them take turns on it.
 */
export async function projectForParties(
  db: Queryable,
  projectId: number,
  viewerId: number | 'system' | null,
  options: { lock?: boolean; notFoundMessage?: string } = {},
) {
  const query = db
    .select({
      id: projects.id,
      name: projects.name,
      status: projects.status,
      ownerId: projects.submitterId,
      developerId: projects.finisherId,
    })
    .from(projects)
    .where(eq(projects.id, projectId));
  const [project] = options.lock ? await query.for('update') : await query;
  const party =
    viewerId === 'system' || viewerId === project?.ownerId || viewerId === project?.developerId;
  if (!project || !party) {
    throw notFound(options.notFoundMessage ?? 'Project not found');
  }
  const [bid] = await db
    .select({ amount: bids.amount })
    .from(bids)
    .where(
      and(eq(bids.projectId, projectId), inArray(bids.status, ['accepted', 'paid', 'completed'])),
    )
    .limit(1);
  return { ...project, bidAmount: bid?.amount ?? 0 };
}

export type ProjectParties = Awaited<ReturnType<typeof projectForParties>>;
