/**
 * Answering a dispute (decisions.md, Held money). The side that did not make the standing
 * proposal accepts it (it executes at once) or counters with its own (which then stands, with a
 * new deadline, for the other side to answer); either side escalates to an operator at any time
 * while it is open. A stranger gets 404; the proposer answering their own proposal 403; a closed
 * or escalated dispute 409. Each answer locks the project and the dispute first, so two answers
 * at once, or an answer and the deadline job, take turns and only the first moves money.
 */
import { and, eq, sql } from 'drizzle-orm';
import { DISPUTE_MESSAGES, proposedReleaseWords } from '@shared/contract/disputes-rules.js';
import { DISPUTE_LIFECYCLE, isOpenDispute } from '@shared/lifecycle.js';
import { formatCents } from '@shared/money.js';
import type { Command } from '../../core/domain.js';
import { badRequest, forbidden, refuse } from '../../core/errors.js';
import { emit } from '../../core/events/index.js';
import { inStatusFor, requireTransition, statusAfter } from '../../core/lifecycle.js';
import { disputeEvents, disputes, type DisputeRow, type UserRow } from '../../db/schema.js';
import { assertNotFrozen } from '../payments/index.js';
import { deadlineFrom } from './deadlines.js';
import { lockDispute, type Side } from './dispute-rows.js';
import { settleDispute } from './settle-dispute.js';

const otherSide = (dispute: DisputeRow, side: Side) =>
  side === 'owner' ? dispute.developerId : dispute.ownerId;

function requireAnswerer(dispute: DisputeRow, actorId: number) {
  if (!isOpenDispute(dispute.state)) throw refuse('dispute_closed', DISPUTE_MESSAGES.notWaiting);
  if (dispute.proposedBy === actorId) throw forbidden(DISPUTE_MESSAGES.ownProposal);
}

export async function acceptDispute({
  tx,
  actor,
  input,
}: Command<{ disputeId: number }, UserRow>): Promise<DisputeRow> {
  const { dispute, projectName } = await lockDispute(tx, input.disputeId, actor.id);
  requireAnswerer(dispute, actor.id);
  await assertNotFrozen(tx, dispute.paymentId);
  await settleDispute(tx, {
    dispute,
    projectName,
    action: 'accept',
    release: dispute.proposedRelease,
    actorId: actor.id,
  });
  return dispute;
}

export async function counterDispute({
  tx,
  actor,
  input,
}: Command<
  {
    disputeId: number;
    proposedRelease: number;
    message: string;
    evidenceLinks?: string[];
    responseMs: number;
  },
  UserRow
>): Promise<DisputeRow> {
  const { dispute, side, projectName } = await lockDispute(tx, input.disputeId, actor.id);
  requireAnswerer(dispute, actor.id);
  if (dispute.state === 'escalated') throw refuse('dispute_escalated', DISPUTE_MESSAGES.escalated);
  requireTransition(DISPUTE_LIFECYCLE, 'counter', dispute.state, DISPUTE_MESSAGES.notWaiting);
  if (input.proposedRelease > dispute.held) {
    throw badRequest(DISPUTE_MESSAGES.proposedRelease, {
      proposedRelease: [`${DISPUTE_MESSAGES.proposedRelease} (${formatCents(dispute.held)})`],
    });
  }
  await assertNotFrozen(tx, dispute.paymentId);

  const [countered] = await tx
    .update(disputes)
    .set({
      state: statusAfter(DISPUTE_LIFECYCLE, 'counter'),
      proposedRelease: input.proposedRelease,
      proposedBy: actor.id,
      ...deadlineFrom(new Date(), input.responseMs),
      updatedAt: sql`now()`,
    })
    .where(
      and(eq(disputes.id, dispute.id), inStatusFor(disputes.state, DISPUTE_LIFECYCLE, 'counter')),
    )
    .returning();
  const [entry] = await tx
    .insert(disputeEvents)
    .values([
      {
        disputeId: dispute.id,
        actorId: actor.id,
        kind: 'counter' as const,
        proposedRelease: input.proposedRelease,
        message: input.message,
      },
      ...(input.evidenceLinks ?? []).map((link) => ({
        disputeId: dispute.id,
        actorId: actor.id,
        kind: 'evidence' as const,
        link,
      })),
    ])
    .returning({ id: disputeEvents.id });

  // The developer agreeing to refund all, or the owner to release all, ends it at once.
  const concedes =
    (side === 'developer' && input.proposedRelease === 0) ||
    (side === 'owner' && input.proposedRelease === dispute.held);
  if (concedes) {
    await settleDispute(tx, {
      dispute: countered!,
      projectName,
      action: 'end',
      release: input.proposedRelease,
      actorId: actor.id,
    });
    return countered!;
  }
  await emit(tx, {
    type: 'dispute.updated',
    data: {
      entryId: entry!.id,
      projectId: dispute.projectId,
      disputeId: dispute.id,
      state: countered!.state,
    },
    audience: [dispute.ownerId, dispute.developerId],
    notify: [
      {
        userId: otherSide(dispute, side!),
        type: 'dispute',
        title: 'Dispute: counter-proposal',
        content: `The ${side} of "${projectName}" proposes to release ${proposedReleaseWords(input.proposedRelease, dispute.held)} to the developer.`,
        relatedId: dispute.id,
      },
    ],
  });
  return countered!;
}

export async function escalateDispute({
  tx,
  actor,
  input,
}: Command<{ disputeId: number; message: string }, UserRow>): Promise<DisputeRow> {
  const { dispute, side, projectName } = await lockDispute(tx, input.disputeId, actor.id);
  if (dispute.state === 'escalated')
    throw refuse('dispute_escalated', DISPUTE_MESSAGES.alreadyEscalated);
  requireTransition(DISPUTE_LIFECYCLE, 'escalate', dispute.state, DISPUTE_MESSAGES.notWaiting);
  const [escalated] = await tx
    .update(disputes)
    .set({
      state: statusAfter(DISPUTE_LIFECYCLE, 'escalate'),
      // An operator decides now: the standing proposal no longer executes by itself.
      deadline: null,
      remindAt: null,
      updatedAt: sql`now()`,
    })
    .where(
      and(eq(disputes.id, dispute.id), inStatusFor(disputes.state, DISPUTE_LIFECYCLE, 'escalate')),
    )
    .returning();
  const [entry] = await tx
    .insert(disputeEvents)
    .values({
      disputeId: dispute.id,
      actorId: actor.id,
      kind: 'escalation',
      message: input.message,
    })
    .returning({ id: disputeEvents.id });
  await emit(tx, {
    type: 'dispute.updated',
    data: {
      entryId: entry!.id,
      projectId: dispute.projectId,
      disputeId: dispute.id,
      state: escalated!.state,
    },
    audience: [dispute.ownerId, dispute.developerId],
    notify: [
      {
        userId: otherSide(dispute, side!),
        type: 'dispute',
        title: 'Dispute escalated',
        content: `The ${side} of "${projectName}" asked an operator to decide the dispute. The held money waits for the decision.`,
        relatedId: dispute.id,
      },
    ],
  });
  return escalated!;
}
