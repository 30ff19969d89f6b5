/**
 * Clawing back from a developer's unpaid share after a lost chargeback (money.md: developer
 * payable −C, platform:losses +C; docs/decisions/operators.md, "The clawback"). The developer's
 * payable is paid out by release rows, so the clawback takes its cents from their unsent releases,
 * oldest first (`releases.clawed_back`); the money worker transfers what is left of each, and a
 * release it takes all of is settled at once, without a transfer.
 *
 * Only a release no worker has tried to send can be taken from (`waiting_for_onboarding` or
 * `queued`, no attempt yet): the rows are locked here, the worker's claim skips locked rows, and a
 * row the worker claimed is left alone, now (`sending`) and after a failed attempt (`queued`
 * again): that attempt may have made the transfer of the whole share, and the retry must send
 * the same amount under the same idempotency key to find it.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { RELEASE_LIFECYCLE } from '@shared/lifecycle.js';
import type { Queryable, Transaction } from '../../db/client.js';
import { releases } from '../../db/schema.js';
import { inStatusFor, statusAfter } from '../../core/lifecycle.js';
import { recordClawback } from './ledger.js';

const unsent = (developerId: number) =>
  and(
    eq(releases.developerId, developerId),
    inStatusFor(releases.status, RELEASE_LIFECYCLE, 'settle'),
    eq(releases.attempts, 0),
    sql`${releases.clawedBack} < ${releases.developerAmount}`,
  );

/** What a clawback may still take from the developer: their unsent releases' net shares. */
export async function unsentShareOf(db: Queryable, developerId: number): Promise<number> {
  const [row] = await db
    .select({
      cents: sql<string>`coalesce(sum(${releases.developerAmount} - ${releases.clawedBack}), 0)`,
    })
    .from(releases)
    .where(unsent(developerId));
  return Number(row?.cents ?? 0);
}

/** The developer's unsent releases, locked (FOR UPDATE), oldest first. */
export async function lockUnsentReleases(tx: Transaction, developerId: number) {
  return tx
    .select({
      id: releases.id,
      developerAmount: releases.developerAmount,
      clawedBack: releases.clawedBack,
    })
    .from(releases)
    .where(unsent(developerId))
    .orderBy(asc(releases.createdAt), asc(releases.id))
    .for('update');
}

/**
 * Takes `amount` cents from `locked` (lockUnsentReleases; the caller checked that they hold at
 * least that much) oldest first and books the ledger transaction of clawback `clawbackId`.
 * Returns what was taken from each release.
 */
export async function clawBackReleases(
  tx: Transaction,
  input: {
    clawbackId: number;
    paymentId: number;
    developerId: number;
    amount: number;
    locked: Awaited<ReturnType<typeof lockUnsentReleases>>;
  },
): Promise<{ releaseId: number; cents: number; settled: boolean }[]> {
  let left = input.amount;
  const taken: { releaseId: number; cents: number; settled: boolean }[] = [];
  for (const release of input.locked) {
    if (left === 0) break;
    const net = release.developerAmount - release.clawedBack;
    const cents = Math.min(net, left);
    const settled = cents === net;
    await tx
      .update(releases)
      .set({
        clawedBack: release.clawedBack + cents,
        ...(settled && { status: statusAfter(RELEASE_LIFECYCLE, 'settle') }),
      })
      .where(eq(releases.id, release.id));
    taken.push({ releaseId: release.id, cents, settled });
    left -= cents;
  }
  if (left !== 0) throw new Error(`clawback ${input.clawbackId}: ${left} cents not covered`);
  await recordClawback(tx, {
    clawbackId: input.clawbackId,
    paymentId: input.paymentId,
    developerId: input.developerId,
    amount: input.amount,
  });
  return taken;
}
