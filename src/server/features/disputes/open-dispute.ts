/**
 * Opening a dispute about what a paid project still holds (decisions.md, Held money): either
 * party, with a reason, a message and a proposal (cents released to the developer, 0..held).
 * At most one open dispute per project. A proposal that gives the other side all it could ask
 * (the developer proposing a full refund, the owner releasing everything) needs no answer: it
 * executes at once and the dispute ends.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { OpenDisputeInput } from '@shared/contract/disputes.js';
import {
  DISPUTE_MESSAGES,
  DISPUTE_REASON_LABELS,
  proposedReleaseWords,
} from '@shared/contract/disputes-rules.js';
import { PAID_PAYMENT_STATUSES } from '@shared/lifecycle.js';
import { formatCents } from '@shared/money.js';
import type { Command } from '../../core/domain.js';
import { badRequest, forbidden, notFound, refuse } from '../../core/errors.js';
import { emit } from '../../core/events/index.js';
import { lockProject } from '../../core/row-locks.js';
import {
  bids,
  disputeEvents,
  disputes,
  payments,
  type DisputeRow,
  type UserRow,
} from '../../db/schema.js';
import { escrowOf, assertNotFrozen } from '../payments/index.js';
import { deadlineFrom } from './deadlines.js';
import { openDisputeOf } from './dispute-rows.js';
import { settleDispute } from './settle-dispute.js';

export type OpenDisputeCommand = Command<
  {
    projectId: number;
    reason: OpenDisputeInput['reason'];
    message: string;
    proposedRelease: number;
    evidenceLinks?: string[];
    /** DISPUTE_RESPONSE_DAYS in milliseconds. */
    responseMs: number;
  },
  UserRow
>;

export async function openDispute({ tx, actor, input }: OpenDisputeCommand): Promise<DisputeRow> {
  const project = await lockProject(tx, input.projectId);
  if (!project) throw notFound(DISPUTE_MESSAGES.projectNotFound);
  const side =
    project.submitterId === actor.id
      ? 'owner'
      : project.finisherId === actor.id
        ? 'developer'
        : null;
  if (!side) throw forbidden(DISPUTE_MESSAGES.notParty);
  if (project.status !== 'paid') throw refuse('project_not_paid', DISPUTE_MESSAGES.notPaid);

  const [paid] = await tx
    .select({ paymentId: payments.id, finisherId: bids.finisherId })
    .from(payments)
    .innerJoin(bids, eq(bids.id, payments.bidId))
    .where(and(eq(bids.projectId, project.id), inArray(payments.status, PAID_PAYMENT_STATUSES)))
    .limit(1);
  if (!paid) throw refuse('project_not_paid', DISPUTE_MESSAGES.notPaid);
  if (await openDisputeOf(tx, project.id))
    throw refuse('dispute_open', DISPUTE_MESSAGES.alreadyOpen);
  await assertNotFrozen(tx, paid.paymentId);
  const { held } = await escrowOf(tx, paid.paymentId);
  if (held <= 0) throw refuse('not_enough_held', DISPUTE_MESSAGES.nothingHeld);
  if (input.proposedRelease > held) {
    throw badRequest(DISPUTE_MESSAGES.proposedRelease, {
      proposedRelease: [`${DISPUTE_MESSAGES.proposedRelease} (${formatCents(held)})`],
    });
  }

  const [dispute] = await tx
    .insert(disputes)
    .values({
      projectId: project.id,
      paymentId: paid.paymentId,
      ownerId: project.submitterId,
      developerId: paid.finisherId,
      openedBy: actor.id,
      reason: input.reason,
      held,
      proposedRelease: input.proposedRelease,
      proposedBy: actor.id,
      ...deadlineFrom(new Date(), input.responseMs),
    })
    .returning();
  const [entry] = await tx
    .insert(disputeEvents)
    .values([
      {
        disputeId: dispute!.id,
        actorId: actor.id,
        kind: 'proposal' as const,
        proposedRelease: input.proposedRelease,
        message: input.message,
      },
      ...(input.evidenceLinks ?? []).map((link) => ({
        disputeId: dispute!.id,
        actorId: actor.id,
        kind: 'evidence' as const,
        link,
      })),
    ])
    .returning({ id: disputeEvents.id });

  const other = side === 'owner' ? paid.finisherId : project.submitterId;
  await emit(tx, {
    type: 'dispute.opened',
    data: { entryId: entry!.id, projectId: project.id, disputeId: dispute!.id },
    audience: [project.submitterId, paid.finisherId],
    notify: [
      {
        userId: other,
        type: 'dispute',
        title: 'Dispute opened',
        content:
          `The ${side} of "${project.name}" opened a dispute (${DISPUTE_REASON_LABELS[input.reason].toLowerCase()}) ` +
          `and proposes to release ${proposedReleaseWords(input.proposedRelease, held)} to the developer. ` +
          `Accept, counter or escalate it before it is carried out.`,
        relatedId: dispute!.id,
      },
    ],
  });

  // Nothing to answer: the proposer gives the other side everything they could ask for.
  const concedes =
    (side === 'developer' && input.proposedRelease === 0) ||
    (side === 'owner' && input.proposedRelease === held);
  if (concedes) {
    await settleDispute(tx, {
      dispute: dispute!,
      projectName: project.name,
      action: 'end',
      release: input.proposedRelease,
      actorId: actor.id,
    });
  }
  return dispute!;
}
