/**
 * Who a project's parties are: its owner and its assigned developer (null until a bid is
 * accepted). Its work, its money and its reviews are theirs alone; milestones, deliveries and
 * reviews ask here, and each answers anyone else in its own words (404 or 403).
 */
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { notFound } from '../../core/errors.js';
import { projects } from '../../db/schema.js';

/**
 * The project's name, status and parties (undefined if there is none). `lock` takes its row FOR
 * UPDATE, before any of its milestones, deliveries or payments (the lock order: core/row-locks.ts), so
 * changes to them take turns on it.
 */
export async function findProjectParties(
  db: Queryable,
  projectId: number,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select({
      id: projects.id,
      name: projects.name,
      status: projects.status,
      submitterId: projects.submitterId,
      finisherId: projects.finisherId,
    })
    .from(projects)
    .where(eq(projects.id, projectId));
  const [project] = options.lock ? await query.for('update') : await query;
  return project;
}

export type ProjectParties = NonNullable<Awaited<ReturnType<typeof findProjectParties>>>;

export const isProjectParty = (
  project: Pick<ProjectParties, 'submitterId' | 'finisherId'>,
  userId: number,
): boolean => userId === project.submitterId || userId === project.finisherId;

/**
 * The project, for one of its parties ('system': the automatic approval); a 404 with
 * `notFoundMessage` for anyone else, as for a project that does not exist.
 */
export async function projectForParty(
  db: Queryable,
  projectId: number,
  viewerId: number | 'system',
  options: { lock?: boolean; notFoundMessage?: string } = {},
): Promise<ProjectParties> {
  const project = await findProjectParties(db, projectId, options);
  if (!project || (viewerId !== 'system' && !isProjectParty(project, viewerId))) {
    throw notFound(options.notFoundMessage ?? 'Project not found');
  }
  return project;
}
