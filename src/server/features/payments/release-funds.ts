import { and, eq } from 'drizzle-orm';
import { RELEASE_LIFECYCLE } from '@shared/lifecycle.js';
import { developerShare } from '@shared/money.js';
import type { Transaction } from '../../db/client.js';
import { refuse } from '../../core/errors.js';
import { inStatusFor, statusAfter } from '../../core/lifecycle.js';
import { payments, releases, users } from '../../db/schema.js';
import { assertNotFrozen } from './chargebacks.js';
import { escrowOf } from './escrow.js';
import { recordRelease } from './ledger.js';
import { queueMoneySend } from './money-jobs.js';

export type ReleaseRow = typeof releases.$inferSelect;

/**
 * Releases held money to the project's developer (money.md): `gross` cents (all that is held when
 * omitted) leave the escrow, the developer's share becomes payable and the rest is the platform's
 * fee, in one ledger transaction. The transfer itself is sent after commit by the money worker,
 * at once if the developer's payout onboarding is finished, otherwise when it is.
 * The payment row is locked first, so two releases of one payment never take the same money.
 */
export async function releaseFunds(
  tx: Transaction,
  input: {
    paymentId: number;
    projectId: number;
    developerId: number;
    gross?: number;
    milestoneId?: number | null;
  },
): Promise<ReleaseRow | null> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.id, input.paymentId))
    .for('update');
  if (!payment) throw new Error(`no payment ${input.paymentId}`);
  // A chargeback freezes the project's money until it closes (money.md).
  await assertNotFrozen(tx, payment.id);
  const escrow = await escrowOf(tx, payment.id);
  const gross = input.gross ?? escrow.held;
  if (gross <= 0) return null;
  if (gross > escrow.held)
    throw refuse('not_enough_held', 'Not enough money is held for this release');

  const developerAmount = developerShare({
    gross,
    releasedBefore: escrow.releasedGross,
    developerBefore: escrow.releasedToDeveloper,
    amount: payment.amount,
    developerAmount: payment.developerAmount,
  });
  const [developer] = await tx
    .select({ onboardingComplete: users.onboardingComplete, accountId: users.stripeConnectId })
    .from(users)
    .where(eq(users.id, input.developerId));
  const payable = Boolean(developer?.onboardingComplete && developer.accountId);
  const [release] = await tx
    .insert(releases)
    .values({
      paymentId: payment.id,
      developerId: input.developerId,
      milestoneId: input.milestoneId ?? null,
      gross,
      developerAmount,
      fee: gross - developerAmount,
      status: payable ? statusAfter(RELEASE_LIFECYCLE, 'queue') : RELEASE_LIFECYCLE.initial,
    })
    .returning();
  if (payable) await queueMoneySend(tx, `release-${release!.id}`);
  await recordRelease(tx, {
    releaseId: release!.id,
    paymentId: payment.id,
    projectId: input.projectId,
    developerId: input.developerId,
    gross,
    developerAmount,
  });
  return release!;
}

/** The developer can now be paid: their waiting releases join the queue. */
export async function queueWaitingReleases(tx: Transaction, developerId: number) {
  return tx
    .update(releases)
    .set({ status: statusAfter(RELEASE_LIFECYCLE, 'queue'), nextAttemptAt: new Date() })
    .where(
      and(
        eq(releases.developerId, developerId),
        inStatusFor(releases.status, RELEASE_LIFECYCLE, 'queue'),
      ),
    )
    .returning({ id: releases.id });
}
