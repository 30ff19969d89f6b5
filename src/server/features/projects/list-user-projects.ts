import { and, desc, eq, gt, or, type SQL } from 'drizzle-orm';
import type { ProjectStatus } from '@shared/constants.js';
import { afterCursor, decodeCursor } from '../../core/pagination.js';
import type { Query } from '../../core/domain.js';
import { projects, users, type UserRow } from '../../db/schema.js';
import { projectViewColumns, statusIn, type ProjectViewRow } from './project-view.js';

export interface UserProjectsOptions {
  /** Only as submitter, only as finisher, or both (default). */
  as?: 'submitter' | 'finisher';
  statuses?: readonly ProjectStatus[];
  /** Only projects with at least one bid. */
  hasBids?: boolean;
  limit: number;
  cursor?: string;
}

/** A user's own projects, every status, newest first; rows fetched with limit + 1 for sendPage. */
export async function listUserProjects({
  db,
  actor,
  input: options,
}: Query<UserProjectsOptions, UserRow>): Promise<ProjectViewRow[]> {
  const mine =
    options.as === 'submitter'
      ? eq(projects.submitterId, actor.id)
      : options.as === 'finisher'
        ? eq(projects.finisherId, actor.id)
        : or(eq(projects.submitterId, actor.id), eq(projects.finisherId, actor.id));
  const conditions: (SQL | undefined)[] = [
    mine,
    options.statuses?.length ? statusIn(options.statuses) : undefined,
    // The count the database keeps (migration 0007).
    options.hasBids ? gt(projects.bidCount, 0) : undefined,
    afterCursor(projects.createdAt, projects.id, decodeCursor(options.cursor)),
  ];
  return db
    .select(projectViewColumns)
    .from(projects)
    .innerJoin(users, eq(users.id, projects.submitterId))
    .where(and(...conditions))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(options.limit + 1);
}
