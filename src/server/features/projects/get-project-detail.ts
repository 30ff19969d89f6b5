import { eq, sql } from 'drizzle-orm';
import { PROJECT_ERRORS, type ProjectDetail } from '@shared/contract/projects.js';
import { notFound } from '../../core/errors.js';
import type { Queryable } from '../../db/client.js';
import { projects, reviews, users } from '../../db/schema.js';
import { listProjectBidsForViewer } from '../bids/bid-visibility.js';
import { canViewProject, projectViewColumns, toProjectView } from './project-view.js';

/**
 * A project as `viewerId` may see it: the view, the owner's public name and rating (average of
 * the reviews they received, null without any) and the bids through the bid-visibility rules.
 * A paused or cancelled project is a 404 to anyone but its owner and assigned developer.
 */
export async function getProjectDetail(
  db: Queryable,
  projectId: number,
  viewerId: number | null,
): Promise<ProjectDetail> {
  const [row] = await db
    .select({
      ...projectViewColumns,
      rating: sql<
        number | null
      >`(select round(avg(${reviews.rating}), 2)::float8 from ${reviews} where ${reviews.revieweeId} = ${projects.submitterId})`,
    })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.submitterId))
    .where(eq(projects.id, projectId));
  if (!row || !canViewProject(row, viewerId)) throw notFound(PROJECT_ERRORS.notFound);

  const bidViews = await listProjectBidsForViewer(db, projectId, {
    userId: viewerId,
    projectOwnerId: row.submitterId,
  });
  return {
    ...toProjectView(row),
    submitter: {
      username: row.submitterUsername,
      rating: row.rating === null ? null : Number(row.rating),
    },
    bids: bidViews,
  };
}
