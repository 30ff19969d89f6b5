/**
 * Card chargebacks (money.md, Disputes, settlements and chargebacks): while one is open on a
 * payment, its project's held money is frozen: nothing is released or refunded, and releases not
 * yet sent wait.
 */
import { and, eq, or, sql } from 'drizzle-orm';
import { DISPUTE_MESSAGES } from '@shared/contract/disputes-rules.js';
import { formatCents } from '@shared/money.js';
import type { Command } from '../../core/domain.js';
import { refuse } from '../../core/errors.js';
import { emit } from '../../core/events/index.js';
import { lockProject } from '../../core/row-locks.js';
import type { Queryable } from '../../db/client.js';
import { bids, chargebacks, payments } from '../../db/schema.js';
import { escrowOf } from './escrow.js';
import { recordChargebackReinstatement, recordChargebackWithdrawal } from './ledger.js';
import type { ProviderDispute, ProviderName } from './provider/index.js';

/** Is a chargeback open on this payment? */
export async function isFrozen(db: Queryable, paymentId: number): Promise<boolean> {
  const [open] = await db
    .select({ id: chargebacks.id })
    .from(chargebacks)
    .where(and(eq(chargebacks.paymentId, paymentId), eq(chargebacks.status, 'open')))
    .limit(1);
  return open !== undefined;
}

/** Refuses (409) to move the money of a payment a chargeback has frozen. */
export async function assertNotFrozen(db: Queryable, paymentId: number): Promise<void> {
  if (await isFrozen(db, paymentId)) throw refuse('payment_frozen', DISPUTE_MESSAGES.frozen);
}

/**
 * A provider's dispute event, applied from what the provider says now (never from the payload):
 * the chargeback is recorded once per provider dispute; the money the card network withdrew is
 * booked once (the escrow gives what it holds, the platform bears the rest, money.md), and given
 * back once if it is reinstated; a closed dispute unfreezes the project. Events arriving twice or
 * out of order change nothing more: each step looks at what is already booked.
 */
export async function syncChargeback({
  tx,
  input,
}: Command<{ provider: ProviderName; dispute: ProviderDispute }, null>): Promise<void> {
  const { dispute } = input;
  const matches = [
    dispute.chargeId ? eq(payments.chargeId, dispute.chargeId) : undefined,
    dispute.paymentIntentId ? eq(payments.paymentIntentId, dispute.paymentIntentId) : undefined,
  ].filter(Boolean);
  if (matches.length === 0) return;
  const [paid] = await tx
    .select({ paymentId: payments.id, projectId: bids.projectId })
    .from(payments)
    .innerJoin(bids, eq(bids.id, payments.bidId))
    .where(or(...matches))
    .limit(1);
  // A charge that is not ours (another platform on the same account): nothing to do.
  if (!paid) return;
  const project = await lockProject(tx, paid.projectId);
  if (!project) return;

  await tx
    .insert(chargebacks)
    .values({
      provider: input.provider,
      externalId: dispute.id,
      paymentId: paid.paymentId,
      projectId: paid.projectId,
      amount: dispute.amount,
      reason: dispute.reason,
    })
    .onConflictDoNothing({ target: [chargebacks.provider, chargebacks.externalId] });
  const [row] = await tx
    .select()
    .from(chargebacks)
    .where(and(eq(chargebacks.provider, input.provider), eq(chargebacks.externalId, dispute.id)))
    .for('update');
  const chargeback = row!;
  const created = chargeback.withdrawn === 0 && chargeback.status === 'open';
  let heldTaken = chargeback.heldTaken;
  let changed = false;

  if (dispute.withdrawn > 0 && chargeback.withdrawn === 0) {
    const { held } = await escrowOf(tx, paid.paymentId);
    heldTaken = Math.min(dispute.withdrawn, held);
    await tx
      .update(chargebacks)
      .set({ withdrawn: dispute.withdrawn, fee: dispute.fee, heldTaken })
      .where(eq(chargebacks.id, chargeback.id));
    await recordChargebackWithdrawal(tx, {
      chargebackId: chargeback.id,
      paymentId: paid.paymentId,
      projectId: paid.projectId,
      withdrawn: dispute.withdrawn,
      fee: dispute.fee,
      heldTaken,
    });
    changed = true;
  }
  const withdrawn = Math.max(chargeback.withdrawn, dispute.withdrawn);
  if (dispute.reinstated > 0 && chargeback.reinstated === 0 && withdrawn > 0) {
    const reinstated = Math.min(dispute.reinstated, withdrawn);
    await tx.update(chargebacks).set({ reinstated }).where(eq(chargebacks.id, chargeback.id));
    await recordChargebackReinstatement(tx, {
      chargebackId: chargeback.id,
      paymentId: paid.paymentId,
      projectId: paid.projectId,
      reinstated,
      heldTaken,
      feeReturned: Math.min(dispute.feeReturned, dispute.fee),
    });
    changed = true;
  }
  if (dispute.status !== 'open' && chargeback.status === 'open') {
    await tx
      .update(chargebacks)
      .set({ status: dispute.status, closedAt: sql`now()` })
      .where(eq(chargebacks.id, chargeback.id));
    changed = true;
  }
  if (!changed && !created) return;

  const parties = [project.submitterId, project.finisherId].filter(
    (id): id is number => id !== null,
  );
  const closedNow = dispute.status !== 'open' && chargeback.status === 'open';
  await emit(tx, {
    type: 'chargeback.changed',
    data: { projectId: project.id, chargebackId: chargeback.id, status: dispute.status },
    audience: parties,
    notify:
      created || closedNow
        ? parties.map((userId) => ({
            userId,
            type: 'project' as const,
            title: closedNow ? 'Card chargeback closed' : 'Card chargeback opened',
            content: closedNow
              ? `The card payment's chargeback on "${project.name}" was ${dispute.status}. The money Finishline holds for it can move again.`
              : `The owner's bank disputed the card payment for "${project.name}" (${formatCents(dispute.amount)}). The money Finishline holds for it, and payouts not yet sent, wait until the chargeback closes.`,
            relatedId: project.id,
          }))
        : [],
  });
}
