/**
 * The owner's controls (spec section 4): pause (open/active to paused), reactivate (paused to
 * active), cancel (anything but cancelled and completed). One transaction with the row locked,
 * so two clicks or two tabs cannot both pass the check; bidders are notified in it.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  PROJECT_ERRORS,
  type ProjectView,
  type UpdateProjectStatusInput,
} from '@shared/contract/projects.js';
import { conflict, forbidden, notFound } from '../../core/errors.js';
import type { Database } from '../../db/client.js';
import { bids, payments, projects, users } from '../../db/schema.js';
import { createNotifications } from '../notifications/create-notifications.js';
import { canViewProject, projectViewColumns, toProjectView } from './project-view.js';

export async function updateProjectStatus(
  db: Database,
  projectId: number,
  actingUserId: number,
  input: UpdateProjectStatusInput,
): Promise<ProjectView> {
  return db.transaction(async (tx) => {
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
    if (!project || !canViewProject(project, actingUserId)) throw notFound(PROJECT_ERRORS.notFound);
    if (project.submitterId !== actingUserId) throw forbidden(PROJECT_ERRORS.ownerOnly);

    const target = input.status;
    if (target === 'paused' && project.status !== 'open' && project.status !== 'active') {
      throw conflict(PROJECT_ERRORS.cannotPause);
    }
    if (target === 'active' && project.status !== 'paused') {
      throw conflict(PROJECT_ERRORS.cannotReactivate);
    }
    if (target === 'cancelled') {
      if (project.status === 'cancelled') throw conflict(PROJECT_ERRORS.alreadyCancelled);
      if (project.status === 'completed') throw conflict(PROJECT_ERRORS.completedCannotCancel);
      // decisions.md: "a paid project is refunded". Refunds arrive with payments; until then a
      // project with money in flight or held is not cancelled at all rather than kept silently.
      if (project.status === 'paid') throw conflict(PROJECT_ERRORS.paidCannotCancel);
      const [payment] = await tx
        .select({ status: payments.status })
        .from(payments)
        .innerJoin(bids, eq(bids.id, payments.bidId))
        .where(
          and(eq(bids.projectId, projectId), inArray(payments.status, ['pending', 'succeeded'])),
        )
        .limit(1);
      if (payment) {
        throw conflict(
          payment.status === 'succeeded'
            ? PROJECT_ERRORS.paidCannotCancel
            : PROJECT_ERRORS.paymentPending,
        );
      }
    }

    await tx
      .update(projects)
      .set({ status: target, updatedAt: sql`now()` })
      .where(eq(projects.id, projectId));

    if (target === 'cancelled') {
      // Nobody can accept them any more: pending bids are closed as rejected.
      await tx
        .update(bids)
        .set({ status: 'rejected' })
        .where(and(eq(bids.projectId, projectId), eq(bids.status, 'pending')));
    }

    if (target === 'paused' || target === 'cancelled') {
      const bidders = await tx
        .selectDistinct({ finisherId: bids.finisherId })
        .from(bids)
        .where(eq(bids.projectId, projectId));
      await createNotifications(
        tx,
        bidders.map(({ finisherId }) => ({
          userId: finisherId,
          type: 'project' as const,
          title: target === 'paused' ? 'Project paused' : 'Project cancelled',
          content:
            target === 'paused'
              ? `"${project.name}" was paused by its owner and is not taking bids for now.`
              : `"${project.name}" was cancelled by its owner.`,
          relatedId: projectId,
        })),
      );
    }

    const [row] = await tx
      .select(projectViewColumns)
      .from(projects)
      .innerJoin(users, eq(users.id, projects.submitterId))
      .where(eq(projects.id, projectId));
    return toProjectView(row!);
  });
}
