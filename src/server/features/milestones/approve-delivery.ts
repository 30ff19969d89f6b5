import { and, eq, inArray, sql } from 'drizzle-orm';
import { DISPUTE_MESSAGES } from '@shared/contract/disputes-rules.js';
import { PAYMENT_MESSAGES } from '@shared/contract/payments-rules.js';
import {
  BID_LIFECYCLE,
  DELIVERY_LIFECYCLE,
  PAID_PAYMENT_STATUSES,
  PROJECT_LIFECYCLE,
} from '@shared/lifecycle.js';
import { formatCents } from '@shared/money.js';
import type { Command } from '../../core/domain.js';
import type { Transaction } from '../../db/client.js';
import { forbidden, notFound, refuse } from '../../core/errors.js';
import { emit } from '../../core/events/index.js';
import { inStatusFor, requireTransition, statusAfter } from '../../core/lifecycle.js';
import {
  bids,
  chargebacks,
  deliveries,
  payments,
  projects,
  type UserRow,
} from '../../db/schema.js';
import { lockProject } from '../../core/row-locks.js';
import { releaseFunds, type ReleaseRow } from '../payments/index.js';
import { endDisputeByApproval, openDisputeOf } from '../disputes/index.js';

/**
 * The delivery is approved (decisions.md, life cycle): the only way a project completes. In one
 * transaction the project and its bid complete, a delivery waiting for an answer is approved, and
 * everything still held is released to the developer (the transfer follows after commit, or
 * after their payout onboarding). The owner approves; with no actor, the automatic approval of
 * an unanswered delivery does (auto-approve.ts), or, when the owner opted in, every required
 * check passing on the delivered commit (`by: 'checks'`, features/delivery-evidence). The
 * payments feature only moves the money (releaseFunds); when the work is done is this feature's
 * decision.
 */
export async function approveDelivery({
  tx,
  actor,
  input,
}: Command<{ projectId: number; by?: 'waiting-period' | 'checks' }, UserRow | null>): Promise<{
  release: ReleaseRow | null;
}> {
  const project = await lockProject(tx, input.projectId);
  if (!project) throw notFound('Project not found');
  if (actor && project.submitterId !== actor.id) throw forbidden(PAYMENT_MESSAGES.approveOwnerOnly);
  requireTransition(
    PROJECT_LIFECYCLE,
    'approveDelivery',
    project.status,
    PAYMENT_MESSAGES.approveNotPaid,
  );

  // decisions.md, Held money: an open dispute holds the automatic approval back; the owner's
  // own approval ends it at once.
  const dispute = await openDisputeOf(tx, project.id);
  if (dispute && !actor) throw refuse('dispute_open', DISPUTE_MESSAGES.milestoneDisputed);

  const [paid] = await tx
    .select({ payment: payments, bid: bids })
    .from(payments)
    .innerJoin(bids, eq(bids.id, payments.bidId))
    .where(and(eq(bids.projectId, project.id), inArray(payments.status, PAID_PAYMENT_STATUSES)))
    .limit(1);
  if (!paid) throw refuse('project_not_paid', PAYMENT_MESSAGES.approveNotPaid);

  const release = await releaseFunds(tx, {
    paymentId: paid.payment.id,
    projectId: project.id,
    developerId: paid.bid.finisherId,
  });
  if (dispute && actor) {
    await endDisputeByApproval(tx, {
      dispute,
      projectName: project.name,
      actorId: actor.id,
      released: release?.gross ?? 0,
    });
  }
  await tx
    .update(projects)
    .set({ status: statusAfter(PROJECT_LIFECYCLE, 'approveDelivery'), updatedAt: new Date() })
    .where(
      and(
        eq(projects.id, project.id),
        inStatusFor(projects.status, PROJECT_LIFECYCLE, 'approveDelivery'),
      ),
    );
  await tx
    .update(bids)
    .set({ status: statusAfter(BID_LIFECYCLE, 'complete') })
    .where(and(eq(bids.id, paid.bid.id), inStatusFor(bids.status, BID_LIFECYCLE, 'complete')));
  await tx
    .update(deliveries)
    .set({
      status: statusAfter(DELIVERY_LIFECYCLE, 'approve'),
      respondedAt: sql`now()`,
      approvedAutomatically: actor === null,
    })
    .where(
      and(
        eq(deliveries.projectId, project.id),
        inStatusFor(deliveries.status, DELIVERY_LIFECYCLE, 'approve'),
      ),
    );

  const released = release
    ? `${formatCents(release.developerAmount)} is released to you${release.status === 'waiting_for_onboarding' ? ' once you connect a payout account' : ''}`
    : 'nothing was left to release';
  const onChecks = !actor && input.by === 'checks';
  await emit(tx, {
    type: 'project.completed',
    data: { projectId: project.id },
    audience: [project.submitterId, paid.bid.finisherId],
    notify: [
      {
        userId: paid.bid.finisherId,
        type: 'project',
        title: actor ? 'Delivery approved' : 'Delivery approved automatically',
        content: actor
          ? `The owner approved your delivery of "${project.name}": ${released}.`
          : onChecks
            ? `Your delivery of "${project.name}" passed every check the owner requires and was approved: ${released}.`
            : `Your delivery of "${project.name}" got no answer in time and was approved: ${released}.`,
        relatedId: project.id,
      },
      ...(actor
        ? []
        : [
            {
              userId: project.submitterId,
              type: 'project' as const,
              title: 'Delivery approved automatically',
              content: onChecks
                ? `The delivery of "${project.name}" passed every check you require, so it was approved and the held money released to the developer, as you chose.`
                : `The delivery of "${project.name}" got no answer in time, so it was approved and the held money released to the developer.`,
              relatedId: project.id,
            },
          ]),
    ],
  });
  return { release };
}

/** Read under the project's lock: a dispute or a chargeback open on it holds an approval back. */
export async function heldBack(tx: Transaction, projectId: number): Promise<boolean> {
  if (await openDisputeOf(tx, projectId)) return true;
  const [frozen] = await tx
    .select({ id: chargebacks.id })
    .from(chargebacks)
    .where(and(eq(chargebacks.projectId, projectId), eq(chargebacks.status, 'open')))
    .limit(1);
  return frozen !== undefined;
}

/**
 * The opt-in release (features/delivery-evidence decides when): the delivery is approved with no
 * actor, as the automatic approval is, unless a dispute or a chargeback holds the project back
 * (then nothing happens and null is returned). The caller holds the project's lock.
 */
export async function approveDeliveryOnChecks({
  tx,
  input,
}: Command<{ projectId: number }, null>): Promise<{ release: ReleaseRow | null } | null> {
  if (await heldBack(tx, input.projectId)) return null;
  return approveDelivery({ tx, actor: null, input: { projectId: input.projectId, by: 'checks' } });
}
