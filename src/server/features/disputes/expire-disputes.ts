/**
 * The deadline sweep (decisions.md, Held money, "Silence"): a standing proposal nobody answered by
 * its deadline executes, and both sides are reminded before it. Each dispute is claimed in its own
 * transaction by locking its project FOR UPDATE SKIP LOCKED (lock order: core/row-locks.ts), then
 * locked and read again: an answer arriving at the same moment either came first (the dispute no
 * longer waits, the sweep does nothing) or waits for the sweep and then finds it closed (409).
 * Several instances sweeping at once never take the same dispute, so a proposal executes exactly
 * once. A dispute whose payment a chargeback froze waits. The clock is a parameter.
 */
import { and, asc, eq, isNull, lte, notExists, sql, type SQL } from 'drizzle-orm';
import { DISPUTES_AWAITING_ANSWER, type DisputeState } from '@shared/lifecycle.js';
import { formatCents } from '@shared/money.js';
import type { Transaction } from '../../db/client.js';
import { statusList } from '../../db/status-list.js';
import { chargebacks, disputeEvents, disputes, projects } from '../../db/schema.js';
import { emit } from '../../core/events/index.js';
import { isFrozen } from '../payments/index.js';
import { lockDispute } from './dispute-rows.js';
import { settleDispute } from './settle-dispute.js';

type RunInTransaction = <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;

const awaitsAnswer = (state: DisputeState) =>
  (DISPUTES_AWAITING_ANSWER as readonly DisputeState[]).includes(state);
const waiting = sql`${disputes.state} in (${statusList(DISPUTES_AWAITING_ANSWER)})`;
const notFrozen = notExists(
  sql`(select 1 from ${chargebacks} where ${chargebacks.paymentId} = ${disputes.paymentId} and ${chargebacks.status} = 'open')`,
);

/** One due dispute whose project this instance could lock, or none. */
const claimable = (tx: Transaction, condition: SQL) =>
  tx
    .select({ id: disputes.id })
    .from(disputes)
    .innerJoin(projects, eq(projects.id, disputes.projectId))
    .where(and(condition, notFrozen))
    .orderBy(asc(disputes.id))
    .limit(1)
    .for('update', { of: projects, skipLocked: true });

/** Reminds, then executes, what is due at `now`; returns how many of each. */
export async function expireDisputes(
  transaction: RunInTransaction,
  now: Date,
): Promise<{ reminded: number; executed: number }> {
  let reminded = 0;
  let executed = 0;

  const toRemind = and(waiting, lte(disputes.remindAt, now), isNull(disputes.reminderSentAt))!;
  const due = and(waiting, lte(disputes.deadline, now))!;

  // Reminders first, for disputes not yet due: a due one gets its outcome, not a reminder.
  for (;;) {
    const more = await transaction(async (tx) => {
      const [row] = await claimable(tx, and(toRemind, sql`${disputes.deadline} > ${now}`)!);
      if (!row) return false;
      const { dispute, projectName } = await lockDispute(tx, row.id, null);
      if (
        !awaitsAnswer(dispute.state) ||
        dispute.reminderSentAt ||
        !dispute.remindAt ||
        dispute.remindAt > now ||
        !dispute.deadline ||
        dispute.deadline <= now
      ) {
        return true;
      }
      await tx.update(disputes).set({ reminderSentAt: now }).where(eq(disputes.id, dispute.id));
      const [entry] = await tx
        .insert(disputeEvents)
        .values({ disputeId: dispute.id, actorId: null, kind: 'reminder' })
        .returning({ id: disputeEvents.id });
      const waitingFor =
        dispute.proposedBy === dispute.ownerId ? dispute.developerId : dispute.ownerId;
      const when = dispute.deadline.toISOString().slice(0, 16).replace('T', ' ');
      await emit(tx, {
        type: 'dispute.updated',
        data: {
          entryId: entry!.id,
          projectId: dispute.projectId,
          disputeId: dispute.id,
          state: dispute.state,
        },
        audience: [dispute.ownerId, dispute.developerId],
        notify: [dispute.ownerId, dispute.developerId].map((userId) => ({
          userId,
          type: 'dispute' as const,
          title: 'Dispute: answer soon',
          content:
            userId === waitingFor
              ? `The proposal to release ${formatCents(dispute.proposedRelease)} on "${projectName}" is carried out on ${when} UTC unless you accept, counter or escalate it first.`
              : `Your proposal on "${projectName}" has had no answer; it is carried out on ${when} UTC.`,
          relatedId: dispute.id,
        })),
      });
      reminded += 1;
      return true;
    });
    if (!more) break;
  }

  for (;;) {
    const more = await transaction(async (tx) => {
      const [row] = await claimable(tx, due);
      if (!row) return false;
      const { dispute, projectName } = await lockDispute(tx, row.id, null);
      // Read again under the lock: an answer may have come first.
      if (!awaitsAnswer(dispute.state) || !dispute.deadline || dispute.deadline > now) {
        return true;
      }
      if (await isFrozen(tx, dispute.paymentId)) return true;
      await settleDispute(tx, {
        dispute,
        projectName,
        action: 'expire',
        release: dispute.proposedRelease,
        actorId: null,
      });
      executed += 1;
      return true;
    });
    if (!more) break;
  }
  return { reminded, executed };
}
