/**
 * Payments as operators run them (decisions.md, Operators; money.md): refunding all or part of
 * what a project holds (a refund of R: escrow −R, provider:refunds +R, sent by the money worker
 * with the key `refund-{id}`), and holding or letting go a developer's payouts (releases stay
 * queued meanwhile: the money worker claims none to a developer held or suspended).
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { formatCents } from '@shared/money.js';
import type { ClawbackResult, OpsChargeback } from '@shared/contract/ops.js';
import { OPS_MESSAGES } from '@shared/contract/ops-rules.js';
import { badRequest, notFound, refuse } from '../../core/errors.js';
import { emit } from '../../core/events/index.js';
import { lockProject, lockUser } from '../../core/row-locks.js';
import type { Queryable } from '../../db/client.js';
import { bids, chargebacks, clawbacks, payments, projects, users } from '../../db/schema.js';
import {
  clawBackReleases,
  lockUnsentReleases,
  unsentShareOf,
  escrowOf,
  refundHeld,
} from '../payments/index.js';
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
  if (!charged) throw refuse('not_enough_held', OPS_MESSAGES.nothingHeld);
  const before = await escrowOf(tx, charged.id);
  if (before.held <= 0) throw refuse('not_enough_held', OPS_MESSAGES.nothingHeld);
  if (amountCents !== undefined && amountCents > before.held) {
    throw refuse('not_enough_held', OPS_MESSAGES.refundTooLarge);
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
  if (user.role !== 'developer') throw refuse('not_developer', OPS_MESSAGES.notDeveloper);
  if (held && user.payoutsHeldAt) throw refuse('already_so', OPS_MESSAGES.payoutsAlreadyHeld);
  if (!held && !user.payoutsHeldAt) throw refuse('already_so', OPS_MESSAGES.payoutsNotHeld);
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

/** What the platform lost on a chargeback (money.md): withdrawn + fee − what the escrow gave. */
const lossOf = (c: { withdrawn: number; fee: number; heldTaken: number; reinstated: number }) =>
  Math.max(0, c.withdrawn + c.fee - c.heldTaken - c.reinstated);

/** What clawbacks took for a chargeback so far. */
async function clawedBackFor(db: Queryable, chargebackId: number) {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${clawbacks.amount}), 0)` })
    .from(clawbacks)
    .where(eq(clawbacks.chargebackId, chargebackId));
  return Number(row?.cents ?? 0);
}

/** The chargeback case page's clawback panel (GET /api/ops/chargebacks/{id}). */
export async function clawbackStateOf(
  db: Queryable,
  chargeback: typeof chargebacks.$inferSelect,
  developerId: number,
): Promise<OpsChargeback['clawback']> {
  const unsentCents = await unsentShareOf(db, developerId);
  const lossCents = lossOf(chargeback);
  const clawedBackCents = await clawedBackFor(db, chargeback.id);
  return {
    unsentCents,
    lossCents,
    clawedBackCents,
    maxCents:
      chargeback.status === 'lost'
        ? Math.max(0, Math.min(unsentCents, lossCents - clawedBackCents))
        : 0,
  };
}

/**
 * POST /api/ops/chargebacks/{id}/clawback (docs/decisions/operators.md, "The clawback"): takes
 * `amountCents` from the developer's unsent releases, oldest first, in the caller's transaction:
 * the clawback row, the releases' `clawed_back`, the ledger (developer payable −C,
 * platform:losses +C), the audit entry and the developer's notification. Lock order: the
 * developer's user row first (which also serialises two clawbacks of one developer), then the
 * releases. The same idempotency key again answers the clawback it made.
 */
export async function clawBackChargeback({
  tx,
  actor,
  input: { chargebackId, amountCents, idempotencyKey, reason, address },
}: OpsCommand<{
  chargebackId: number;
  amountCents: number;
  idempotencyKey: string;
}>): Promise<ClawbackResult> {
  const [found] = await tx
    .select({ finisherId: bids.finisherId, projectName: projects.name })
    .from(chargebacks)
    .innerJoin(payments, eq(payments.id, chargebacks.paymentId))
    .innerJoin(bids, eq(bids.id, payments.bidId))
    .innerJoin(projects, eq(projects.id, bids.projectId))
    .where(eq(chargebacks.id, chargebackId));
  if (!found?.finisherId) throw notFound(OPS_MESSAGES.chargebackNotFound);
  const developerId = found.finisherId;
  await lockUser(tx, developerId);

  const [done] = await tx
    .select()
    .from(clawbacks)
    .where(
      and(eq(clawbacks.chargebackId, chargebackId), eq(clawbacks.idempotencyKey, idempotencyKey)),
    );
  if (done) {
    return {
      clawbackId: done.id,
      chargebackId,
      finisherId: developerId,
      developerId,
      clawedBackCents: done.amount,
      unsentCents: await unsentShareOf(tx, developerId),
      releases: [],
      replayed: true,
    };
  }

  const [chargeback] = await tx
    .select()
    .from(chargebacks)
    .where(eq(chargebacks.id, chargebackId))
    .for('update');
  if (chargeback!.status !== 'lost')
    throw refuse('chargeback_not_lost', OPS_MESSAGES.clawbackNotLost);
  const locked = await lockUnsentReleases(tx, developerId);
  const unsentBefore = locked.reduce((sum, r) => sum + r.developerAmount - r.clawedBack, 0);
  if (amountCents > unsentBefore) {
    throw badRequest(OPS_MESSAGES.clawbackAboveUnsent, {
      amountCents: [OPS_MESSAGES.clawbackAboveUnsent],
    });
  }
  const clawedBefore = await clawedBackFor(tx, chargebackId);
  if (amountCents > lossOf(chargeback!) - clawedBefore) {
    throw badRequest(OPS_MESSAGES.clawbackAboveLoss, {
      amountCents: [OPS_MESSAGES.clawbackAboveLoss],
    });
  }

  const [clawback] = await tx
    .insert(clawbacks)
    .values({
      chargebackId,
      developerId,
      operatorId: actor.id,
      amount: amountCents,
      reason,
      idempotencyKey,
    })
    .returning({ id: clawbacks.id });
  const taken = await clawBackReleases(tx, {
    clawbackId: clawback!.id,
    paymentId: chargeback!.paymentId,
    developerId,
    amount: amountCents,
    locked,
  });
  await appendAudit(tx, {
    operatorId: actor.id,
    action: 'chargeback.clawback',
    targetType: 'chargeback',
    targetId: chargebackId,
    reason,
    before: { developerId, unsentCents: unsentBefore, clawedBackCents: clawedBefore },
    after: {
      developerId,
      clawbackId: clawback!.id,
      unsentCents: unsentBefore - amountCents,
      clawedBackCents: clawedBefore + amountCents,
      releases: taken,
    },
    address,
  });
  await emit(tx, {
    type: 'payout.clawed_back',
    data: { userId: developerId, clawbackId: clawback!.id },
    audience: [developerId],
    notify: [
      {
        userId: developerId,
        type: 'project',
        title: 'Earnings reduced',
        content: `${formatCents(amountCents)} was taken from your unpaid earnings: the card payment for "${found.projectName}" was charged back and the bank kept it.`,
        relatedId: chargeback!.projectId,
      },
    ],
  });
  return {
    clawbackId: clawback!.id,
    chargebackId,
    finisherId: developerId,
    developerId,
    clawedBackCents: amountCents,
    unsentCents: unsentBefore - amountCents,
    releases: taken,
    replayed: false,
  };
}
