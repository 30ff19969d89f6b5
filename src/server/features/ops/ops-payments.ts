/**
 * Payments as operators run them (decisions.md, Operators; money.md): refunding all or part of
 * what a project holds (a refund of R: escrow −R, provider:refunds +R, sent by the money worker
 * with the key `refund-{id}`), and holding or letting go a developer's payouts (releases stay
 * queued meanwhile: the money worker claims none to a developer held or suspended).
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { formatCents } from '@shared/money.js';
import { OPS_MESSAGES } from '@shared/contract/ops-rules.js';
import { conflict, notFound } from '../../core/errors.js';
import { emit } from '../../core/events/index.js';
import { lockProject, lockUser } from '../../core/row-locks.js';
import { bids, payments, projects, users } from '../../db/schema.js';
import { escrowOf } from '../payments/escrow.js';
import { refundHeld } from '../payments/refund-held.js';
import { appendAudit } from './audit.js';
import type { OpsCommand } from './ops-users.js';

export async function refundProject({
  tx,
  actor,
  input: { projectId, amountCents, reason, address },
}: OpsCommand<{ projectId: number; amountCents?: number }>) {
  const [owner] = await tx
    .select({ id: projects.submitterId })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!owner) throw notFound(OPS_MESSAGES.projectNotFound);
  await lockUser(tx, owner.id);
  const project = await lockProject(tx, projectId);
  if (!project) throw notFound(OPS_MESSAGES.projectNotFound);
  const [charged] = await tx
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(bids, eq(bids.id, payments.bidId))
    .where(
      and(
        eq(bids.projectId, projectId),
        inArray(payments.status, ['succeeded', 'partially_refunded']),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  if (!charged) throw conflict(OPS_MESSAGES.nothingHeld);
  const before = await escrowOf(tx, charged.id);
  if (before.held <= 0) throw conflict(OPS_MESSAGES.nothingHeld);
  if (amountCents !== undefined && amountCents > before.held) {
    throw conflict(OPS_MESSAGES.refundTooLarge);
  }
  const refund = await refundHeld(tx, {
    paymentId: charged.id,
    projectId,
    amount: amountCents ?? before.held,
  });
  const after = await escrowOf(tx, charged.id);
  await appendAudit(tx, {
    operatorId: actor.id,
    action: 'payment.refund',
    targetType: 'project',
    targetId: projectId,
    reason,
    before: { paymentId: charged.id, ...before },
    after: { paymentId: charged.id, refundId: refund!.id, ...after },
    address,
  });
  const parties = [project.submitterId, project.finisherId].filter(
    (id): id is number => id !== null,
  );
  await emit(tx, {
    type: 'payment.refunded',
    data: { projectId, paymentId: charged.id, refundId: refund!.id },
    audience: parties,
    notify: [
      {
        userId: project.submitterId,
        type: 'project',
        title: 'Refund on its way',
        content: `${formatCents(refund!.amount)} held for "${project.name}" is being refunded to your card.`,
        relatedId: projectId,
      },
    ],
  });
  return {
    projectId,
    paymentId: charged.id,
    refundedCents: refund!.amount,
    heldCents: after.held,
  };
}

/** Holds (true) or lets go (false) a developer's payouts. */
export async function setPayoutsHeld({
  tx,
  actor,
  input: { userId, held, reason, address },
}: OpsCommand<{ userId: number; held: boolean }>) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw notFound(OPS_MESSAGES.userNotFound);
  if (user.role !== 'developer') throw conflict(OPS_MESSAGES.notDeveloper);
  if (held && user.payoutsHeldAt) throw conflict(OPS_MESSAGES.payoutsAlreadyHeld);
  if (!held && !user.payoutsHeldAt) throw conflict(OPS_MESSAGES.payoutsNotHeld);
  await tx
    .update(users)
    .set({ payoutsHeldAt: held ? new Date() : null })
    .where(eq(users.id, userId));
  await appendAudit(tx, {
    operatorId: actor.id,
    action: held ? 'payouts.hold' : 'payouts.release',
    targetType: 'user',
    targetId: userId,
    reason,
    before: { payoutsHeld: user.payoutsHeldAt !== null },
    after: { payoutsHeld: held },
    address,
  });
  await emit(tx, {
    type: held ? 'payouts.held' : 'payouts.released',
    data: { userId },
    audience: [userId],
  });
  return { userId, payoutsHeld: held };
}
