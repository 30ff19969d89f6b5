/**
 * Executing a settlement of X cents (decisions.md, Held money; money.md, Disputes): a release of
 * gross X to the developer (the usual fee applies) and a refund of what else is held, through the
 * payments feature's own release and refund paths (their rows key the provider calls:
 * `transfer-{releaseId}`, `refund-{refundId}`), all in the caller's one database transaction; the
 * money worker sends them after commit. The project is then completed (X > 0) or cancelled.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  BID_LIFECYCLE,
  DISPUTE_LIFECYCLE,
  PROJECT_LIFECYCLE,
  type DisputeAction,
} from '@shared/lifecycle.js';
import { moneyWriter } from '@shared/money.js';
import type { Transaction } from '../../db/client.js';
import {
  bids,
  disputeEvents,
  disputes,
  payments,
  projects,
  type DisputeRow,
} from '../../db/schema.js';
import { refuse } from '../../core/errors.js';
import { emit } from '../../core/events/index.js';
import { inStatusFor, requireTransition, statusAfter } from '../../core/lifecycle.js';
import { DISPUTE_MESSAGES } from '@shared/contract/disputes-rules.js';
import { escrowOf, releaseFunds, refundHeld } from '../payments/index.js';

type ClosingAction = Extract<DisputeAction, 'accept' | 'expire' | 'decide' | 'end'>;

const EVENT_KIND = {
  accept: 'acceptance',
  expire: 'expiry',
  decide: 'decision',
  end: 'ended',
} as const;

/**
 * Closes `dispute` (locked, with its project, by the caller) by `action`, releasing `release`
 * cents of what is held to the developer and refunding the rest. Returns the amounts moved.
 */
export async function settleDispute(
  tx: Transaction,
  input: {
    dispute: DisputeRow;
    projectName: string;
    action: ClosingAction;
    release: number;
    actorId: number | null;
    message?: string | null;
    decidedBy?: number | null;
  },
): Promise<{ released: number; refunded: number }> {
  const { dispute, action } = input;
  requireTransition(DISPUTE_LIFECYCLE, action, dispute.state, DISPUTE_MESSAGES.notWaiting);

  const escrow = await escrowOf(tx, dispute.paymentId);
  // What was released before the dispute stays released; only what is still held is settled.
  const release = Math.min(input.release, escrow.held);
  const releaseRow =
    release > 0
      ? await releaseFunds(tx, {
          paymentId: dispute.paymentId,
          projectId: dispute.projectId,
          developerId: dispute.developerId,
          gross: release,
        })
      : null;
  const refundRow = await refundHeld(tx, {
    paymentId: dispute.paymentId,
    projectId: dispute.projectId,
  });
  const refunded = refundRow?.amount ?? 0;

  const [closed] = await tx
    .update(disputes)
    .set({
      state: statusAfter(DISPUTE_LIFECYCLE, action),
      release,
      deadline: null,
      remindAt: null,
      closedAt: sql`now()`,
      updatedAt: sql`now()`,
      ...(action === 'decide' && {
        decisionReason: input.message ?? null,
        decidedBy: input.decidedBy ?? null,
      }),
    })
    .where(and(eq(disputes.id, dispute.id), inStatusFor(disputes.state, DISPUTE_LIFECYCLE, action)))
    .returning({ state: disputes.state });
  if (!closed) throw refuse('dispute_closed', DISPUTE_MESSAGES.notWaiting);
  const [entry] = await tx
    .insert(disputeEvents)
    .values({
      disputeId: dispute.id,
      actorId: input.actorId,
      kind: EVENT_KIND[action],
      proposedRelease: release,
      message: input.message ?? null,
    })
    .returning({ id: disputeEvents.id });

  // The project ends: completed when the developer got something, otherwise cancelled.
  const projectAction = release > 0 ? 'settle' : 'cancel';
  await tx
    .update(projects)
    .set({ status: statusAfter(PROJECT_LIFECYCLE, projectAction), updatedAt: sql`now()` })
    .where(
      and(
        eq(projects.id, dispute.projectId),
        inStatusFor(projects.status, PROJECT_LIFECYCLE, projectAction),
      ),
    );
  if (release > 0) {
    const [payment] = await tx
      .select({ bidId: payments.bidId })
      .from(payments)
      .where(eq(payments.id, dispute.paymentId));
    await tx
      .update(bids)
      .set({ status: statusAfter(BID_LIFECYCLE, 'complete') })
      .where(and(eq(bids.id, payment!.bidId), inStatusFor(bids.status, BID_LIFECYCLE, 'complete')));
  }

  const money = moneyWriter([release, refunded]);
  const outcome =
    `${money(release)} released to the developer (before the 10% fee) and ` +
    `${money(refunded)} refunded to the owner`;
  const how = {
    accept: 'The proposal was accepted',
    expire: 'Nobody answered the proposal in time, so it was carried out',
    decide: 'An operator decided it',
    end: 'It ended',
  }[action];
  await emit(tx, {
    type: 'dispute.closed',
    data: {
      entryId: entry!.id,
      projectId: dispute.projectId,
      disputeId: dispute.id,
      state: closed.state,
      release,
    },
    audience: [dispute.ownerId, dispute.developerId],
    notify: [dispute.ownerId, dispute.developerId]
      .filter((userId) => userId !== input.actorId)
      .map((userId) => ({
        userId,
        type: 'dispute' as const,
        title: action === 'decide' ? 'Dispute decided' : 'Dispute settled',
        content: `${how} on "${input.projectName}": ${outcome}.`,
        relatedId: dispute.id,
      })),
  });
  // Also announced as the money events, which wake the money worker and refresh money screens.
  if (releaseRow) {
    await emit(tx, {
      type: 'payment.released',
      data: {
        projectId: dispute.projectId,
        paymentId: dispute.paymentId,
        releaseId: releaseRow.id,
      },
      audience: [dispute.ownerId, dispute.developerId],
    });
  }
  if (refundRow) {
    await emit(tx, {
      type: 'payment.refunded',
      data: { projectId: dispute.projectId, paymentId: dispute.paymentId, refundId: refundRow.id },
      audience: [dispute.ownerId, dispute.developerId],
    });
  }
  return { released: release, refunded };
}

/**
 * The owner approved the delivery while a dispute was open (decisions.md, Held money: it ends the
 * dispute at once). The approval releases the money through its own path; this only closes the
 * dispute's record, saying what was released, and tells the developer.
 */
export async function endDisputeByApproval(
  tx: Transaction,
  input: { dispute: DisputeRow; projectName: string; actorId: number; released: number },
): Promise<void> {
  const { dispute } = input;
  const [closed] = await tx
    .update(disputes)
    .set({
      state: statusAfter(DISPUTE_LIFECYCLE, 'end'),
      release: input.released,
      deadline: null,
      remindAt: null,
      closedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(disputes.id, dispute.id), inStatusFor(disputes.state, DISPUTE_LIFECYCLE, 'end')))
    .returning({ state: disputes.state });
  if (!closed) return;
  await tx.insert(disputeEvents).values({
    disputeId: dispute.id,
    actorId: input.actorId,
    kind: 'ended',
    proposedRelease: input.released,
    message: 'The owner approved the delivery: everything held was released to the developer.',
  });
  await emit(tx, {
    type: 'dispute.closed',
    data: {
      projectId: dispute.projectId,
      disputeId: dispute.id,
      state: closed.state,
      release: input.released,
    },
    audience: [dispute.ownerId, dispute.developerId],
  });
}
