/**
 * The owner's controls (spec section 4): pause, reactivate, cancel, as the project life-cycle
 * table allows them. The row is locked FOR UPDATE and the UPDATE is conditional on the table, so
 * two clicks or two tabs cannot both pass; bidders are notified in the same transaction.
 * Cancelling a paid project that still holds money refunds nothing yet: it opens a dispute that
 * proposes a full refund, for the developer to answer (decisions.md, Held money). A project that
 * holds nothing (all released or refunded) is cancelled as before.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ProjectView, UpdateProjectStatusInput } from '@shared/contract/projects.js';
import { PROJECT_ERRORS, STATUS_CONTROL_ACTIONS } from '@shared/contract/projects-rules.js';
import {
  BID_LIFECYCLE,
  LIVE_PAYMENT_STATUSES,
  PAYMENT_LIFECYCLE,
  PROJECT_LIFECYCLE,
  type ProjectAction,
} from '@shared/lifecycle.js';
import { formatCents } from '@shared/money.js';
import type { ProjectStatus } from '@shared/constants.js';
import type { Command } from '../../core/domain.js';
import { forbidden, notFound, refuse } from '../../core/errors.js';
import { emit } from '../../core/events/index.js';
import { inStatusFor, requireTransition, statusAfter } from '../../core/lifecycle.js';
import { bids, payments, projects, users } from '../../db/schema.js';
import { openDispute } from '../disputes/index.js';
import { escrowOf, refundHeld } from '../payments/index.js';
import { lockVisibleProject, projectViewColumns, toProjectView } from './project-view.js';

export type UpdateProjectStatusCommand = Command<
  { projectId: number; disputeResponseMs: number } & UpdateProjectStatusInput
>;

/** The owner's cancel of a paid project holding money asks the developer first. */
export const CANCEL_DISPUTE_MESSAGE =
  'The owner cancelled the project and asks for a full refund of the money Finishline holds for it.';

export async function updateProjectStatus({
  tx,
  actor,
  input,
}: UpdateProjectStatusCommand): Promise<
  { project: ProjectView; disputeId?: undefined } | { project?: undefined; disputeId: number }
> {
  const project = await lockVisibleProject(tx, input.projectId, actor.id);
  if (!project) throw notFound(PROJECT_ERRORS.notFound);
  if (project.submitterId !== actor.id) throw forbidden(PROJECT_ERRORS.ownerOnly);

  const action = STATUS_CONTROL_ACTIONS[input.status];
  requireTransition(PROJECT_LIFECYCLE, action, project.status, refusal(action, project.status));
  const charged = action === 'cancel' ? await settleCheckouts(tx, project.id) : null;
  if (charged && project.status === 'paid' && (await escrowOf(tx, charged.id)).held > 0) {
    const dispute = await openDispute({
      tx,
      actor,
      input: {
        projectId: project.id,
        reason: 'cancelled',
        message: CANCEL_DISPUTE_MESSAGE,
        proposedRelease: 0,
        responseMs: input.disputeResponseMs,
      },
    });
    return { disputeId: dispute.id };
  }

  const [moved] = await tx
    .update(projects)
    .set({ status: statusAfter(PROJECT_LIFECYCLE, action), updatedAt: sql`now()` })
    .where(
      and(eq(projects.id, project.id), inStatusFor(projects.status, PROJECT_LIFECYCLE, action)),
    )
    .returning({ status: projects.status });
  if (!moved) throw refuse('status_not_allowed', refusal(action, project.status));

  // A paid project is refunded what it still holds (money.md); the provider refund follows.
  const refund = charged
    ? await refundHeld(tx, { paymentId: charged.id, projectId: project.id })
    : null;

  if (action === 'cancel') {
    // Nobody can accept them any more: pending bids are closed as rejected.
    await tx
      .update(bids)
      .set({ status: statusAfter(BID_LIFECYCLE, 'reject') })
      .where(
        and(eq(bids.projectId, project.id), inStatusFor(bids.status, BID_LIFECYCLE, 'reject')),
      );
  }

  const bidders =
    action === 'reactivate'
      ? []
      : await tx
          .selectDistinct({ finisherId: bids.finisherId })
          .from(bids)
          .where(eq(bids.projectId, project.id));
  if (refund) {
    await emit(tx, {
      type: 'payment.refunded',
      data: { projectId: project.id, paymentId: charged!.id, refundId: refund.id },
      audience: [actor.id],
      notify: [
        {
          userId: actor.id,
          type: 'project',
          title: 'Refund on its way',
          content: `${formatCents(refund.amount)} held for "${project.name}" is being refunded to your card.`,
          relatedId: project.id,
        },
      ],
    });
  }
  await emit(tx, {
    type: 'project.status_changed',
    data: { projectId: project.id, status: moved.status },
    audience: [actor.id],
    notify: bidders.map(({ finisherId }) => ({
      userId: finisherId,
      type: 'project' as const,
      title: action === 'pause' ? 'Project paused' : 'Project cancelled',
      content:
        action === 'pause'
          ? `"${project.name}" was paused by its owner and is not taking bids for now.`
          : `"${project.name}" was cancelled by its owner.`,
      relatedId: project.id,
    })),
  });

  const [row] = await tx
    .select(projectViewColumns)
    .from(projects)
    .innerJoin(users, eq(users.id, projects.submitterId))
    .where(eq(projects.id, project.id));
  return { project: toProjectView(row!) };
}

/** Why the life-cycle table refuses `action` from `status`, in the owner's words. */
function refusal(action: ProjectAction, status: ProjectStatus): string {
  if (action === 'pause') return PROJECT_ERRORS.cannotPause;
  if (action === 'reactivate') return PROJECT_ERRORS.cannotReactivate;
  if (status === 'cancelled') return PROJECT_ERRORS.alreadyCancelled;
  return PROJECT_ERRORS.completedCannotCancel;
}

/**
 * Before a cancellation: an open checkout must finish or expire first (409), a checkout past its
 * expiry is marked expired, and a charged payment is returned for refunding.
 */
async function settleCheckouts(tx: UpdateProjectStatusCommand['tx'], projectId: number) {
  const live = await tx
    .select({ id: payments.id, status: payments.status, expiresAt: payments.checkoutExpiresAt })
    .from(payments)
    .innerJoin(bids, eq(bids.id, payments.bidId))
    .where(and(eq(bids.projectId, projectId), inArray(payments.status, LIVE_PAYMENT_STATUSES)))
    .for('update', { of: payments });
  for (const payment of live) {
    if (payment.status !== 'pending') continue;
    if (!payment.expiresAt || payment.expiresAt.getTime() > Date.now()) {
      throw refuse('payment_pending', PROJECT_ERRORS.paymentPending);
    }
    await tx
      .update(payments)
      .set({ status: statusAfter(PAYMENT_LIFECYCLE, 'expire'), updatedAt: new Date() })
      .where(
        and(eq(payments.id, payment.id), inStatusFor(payments.status, PAYMENT_LIFECYCLE, 'expire')),
      );
  }
  return live.find((payment) => payment.status !== 'pending') ?? null;
}
