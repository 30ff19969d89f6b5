import { eq } from 'drizzle-orm';
import { PROJECT_ERRORS, type ProjectDetail } from '@shared/contract/projects.js';
import { notFound } from '../../core/errors.js';
import type { Query } from '../../core/domain.js';
import { projects, users } from '../../db/schema.js';
import { listProjectBidsForViewer } from '../bids/bid-visibility.js';
import { findProjectPayment } from '../payments/payment-views.js';
import { canViewProject, projectViewColumns, toProjectView } from './project-view.js';

/**
 * A project as `viewerId` may see it: the view, the owner's public name and rating (average of
 * the reviews they received, null without any) and the bids through the bid-visibility rules.
 * A paused or cancelled project is a 404 to anyone but its owner and assigned developer.
 */
export async function getProjectDetail({
  db,
  actor,
  input,
}: Query<{ projectId: number }>): Promise<ProjectDetail> {
  const viewerId = actor?.id ?? null;
  const [row] = await db
    .select(projectViewColumns)
    .from(projects)
    .innerJoin(users, eq(users.id, projects.submitterId))
    .where(eq(projects.id, input.projectId));
  if (!row || !canViewProject(row, viewerId)) throw notFound(PROJECT_ERRORS.notFound);

  const bidViews = await listProjectBidsForViewer(db, input.projectId, {
    userId: viewerId,
    projectOwnerId: row.submitterId,
  });
  const party = viewerId !== null && (viewerId === row.submitterId || viewerId === row.finisherId);
  return {
    ...toProjectView(row),
    payment: party ? await findProjectPayment(db, input.projectId) : null,
    submitter: {
      username: row.submitterUsername,
      rating: row.submitterRating === null ? null : Number(row.submitterRating),
    },
    bids: bidViews,
  };
}
