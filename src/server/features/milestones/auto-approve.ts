/**
 * Automatic approval (issue 12): a delivery or a completed milestone the owner leaves unanswered
 * until its `autoApproveAt` (AUTO_RELEASE_DAYS after it was submitted) is approved, through the
 * same functions the owner's approval uses; both sides are reminded two days before
 * (the owner also by mail: features/email). Each item
 * is claimed in its own transaction by locking its project with FOR UPDATE SKIP LOCKED, so several
 * instances running the job at once never take the same one, and the owner's own answer and the
 * job take turns; the state lives in the rows, so the job survives restarts.
 * It runs as a recurring job (core/jobs, every minute). The clock is a parameter: tests run it at
 * any moment they like.
 */
import { and, asc, eq, isNull, lte, notExists, sql, type SQL } from 'drizzle-orm';
import { OPEN_DISPUTE_STATES } from '@shared/lifecycle.js';
import { qualified } from '../../db/qualified.js';
import { statusList } from '../../db/status-list.js';
import { AUTO_APPROVE_REMINDER_DAYS } from '@shared/contract/milestones-rules.js';
import { emit } from '../../core/events/index.js';
import type { Transaction } from '../../db/client.js';
import { chargebacks, deliveries, disputes, milestones, projects } from '../../db/schema.js';
import { approveDelivery, heldBack } from './approve-delivery.js';
import { approveMilestone } from './milestones.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** money.md: a chargeback freezes the project's held money; its approval waits for it to close. */
const notFrozen = notExists(
  sql`(select 1 from ${chargebacks} where ${chargebacks.projectId} = ${projects.id} and ${chargebacks.status} = 'open')`,
);

/** decisions.md, Held money: automatic approval waits while a dispute is open on the project. */
const noOpenDispute = notExists(
  sql`(select 1 from ${disputes} where ${disputes.projectId} = ${projects.id} and ${disputes.state} in (${statusList(OPEN_DISPUTE_STATES)}))`,
);

/** The recurring job that runs it (core/jobs), and how often. */
export const AUTO_APPROVE_JOB = 'milestones.auto-approve';
export const AUTO_APPROVE_EVERY_MS = 60_000;

export interface AutoApprover {
  runOnce(now?: Date): Promise<{ approved: number; reminded: number }>;
}

export function createAutoApprover(deps: {
  transaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;
}): AutoApprover {
  let running: Promise<unknown> = Promise.resolve();

  /** Claims one due row (skipping rows another instance holds) and acts on it in the same transaction. */
  async function claimOne<T extends { id: number; projectId: number }>(
    select: (tx: Transaction) => Promise<T[]>,
    act: (tx: Transaction, row: T) => Promise<void>,
  ): Promise<boolean> {
    return deps.transaction(async (tx) => {
      const [row] = await select(tx);
      if (!row) return false;
      await act(tx, row);
      return true;
    });
  }

  const due = (table: typeof milestones | typeof deliveries, waiting: SQL, at: Date) =>
    and(waiting, lte(table.autoApproveAt, at));

  /**
   * The first row of `table` meeting `condition` whose project this instance could lock. The
   * project is locked first (lock order: core/row-locks.ts, lockProject); a project another
   * transaction holds is skipped until a later run.
   */
  const claimable = (
    tx: Transaction,
    table: typeof milestones | typeof deliveries,
    condition: SQL,
  ) =>
    tx
      .select({ id: table.id, projectId: table.projectId, autoApproveAt: table.autoApproveAt })
      .from(table)
      .innerJoin(projects, eq(projects.id, table.projectId))
      // Only while the project still waits: its approval settles what was left open.
      .where(and(condition, eq(projects.status, 'paid'), noOpenDispute, notFrozen))
      .orderBy(asc(table.id))
      .limit(1)
      .for('update', { of: projects, skipLocked: true });

  /**
   * With its project locked, the row is locked and read again: what the claim read may have
   * changed before the lock (the owner answered), and the job must not act on an old reading.
   */
  const stillMeets = async (
    tx: Transaction,
    table: typeof milestones | typeof deliveries,
    id: number,
    condition: SQL,
  ) => {
    const [row] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id), condition))
      .for('update');
    return row !== undefined;
  };

  async function drain(now: Date) {
    let approved = 0;
    let reminded = 0;
    const remindBefore = new Date(now.getTime() + AUTO_APPROVE_REMINDER_DAYS * DAY_MS);
    const milestoneWaiting = eq(milestones.status, 'completed');
    const deliveryWaiting = eq(deliveries.status, 'submitted');

    // Reminders first: an item approved in this run gets its approval notice, not a reminder.
    for (const [table, waiting, kind] of [
      [milestones, milestoneWaiting, 'milestone'],
      [deliveries, deliveryWaiting, 'delivery'],
    ] as const) {
      const toRemind = and(due(table, waiting, remindBefore), isNull(table.reminderSentAt))!;
      while (
        await claimOne(
          (tx) => claimable(tx, table, toRemind),
          async (tx, row) => {
            if (!(await stillMeets(tx, table, row.id, toRemind))) return;
            await tx.update(table).set({ reminderSentAt: now }).where(eq(table.id, row.id));
            await remind(tx, kind, row.projectId, row.autoApproveAt!);
            reminded += 1;
          },
        )
      );
    }

    // Only a milestone whose amount is still held: after a lost chargeback took the escrow, its
    // release would be refused (409) and, claimed again on every run, would stop the sweep.
    const milestoneDue = and(due(milestones, milestoneWaiting, now), milestoneStillHeld)!;
    while (
      await claimOne(
        (tx) => claimable(tx, milestones, milestoneDue),
        async (tx, row) => {
          if (!(await stillMeets(tx, milestones, row.id, milestoneDue))) return;
          if (await heldBack(tx, row.projectId)) return;
          await approveMilestone({ tx, actor: null, input: { milestoneId: row.id } });
          approved += 1;
        },
      )
    );
    const deliveryDue = due(deliveries, deliveryWaiting, now)!;
    while (
      await claimOne(
        (tx) => claimable(tx, deliveries, deliveryDue),
        async (tx, row) => {
          if (!(await stillMeets(tx, deliveries, row.id, deliveryDue))) return;
          if (await heldBack(tx, row.projectId)) return;
          await approveDelivery({ tx, actor: null, input: { projectId: row.projectId } });
          approved += 1;
        },
      )
    );
    return { approved, reminded };
  }

  const approver: AutoApprover = {
    runOnce(now = new Date()) {
      const run = running.then(() => drain(now));
      running = run.catch(() => undefined);
      return run;
    },
  };
  return approver;
}

/** The escrow of the milestone's project (money.md) holds at least the milestone's amount. */
const milestoneStillHeld = sql`${qualified(milestones.amount)} * 100 <= (
  select coalesce(sum(e.amount), 0) from ledger_entries e
  where e.account = 'escrow:project:' || ${qualified(milestones.projectId)})`;

async function remind(
  tx: Transaction,
  kind: 'milestone' | 'delivery',
  projectId: number,
  at: Date,
) {
  const [project] = await tx
    .select({
      name: projects.name,
      submitterId: projects.submitterId,
      finisherId: projects.finisherId,
    })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!project?.finisherId) return;
  const when = at.toISOString().slice(0, 10);
  const what = kind === 'milestone' ? 'A completed milestone' : 'The delivery';
  await emit(tx, {
    type: 'approval.reminder',
    data: { projectId },
    notify: [
      {
        userId: project.submitterId,
        type: kind === 'milestone' ? 'milestone_completed' : 'project',
        title: 'Waiting for your answer',
        content: `${what} of "${project.name}" will be approved automatically on ${when} unless you approve it or request changes first.`,
        relatedId: projectId,
      },
      {
        userId: project.finisherId,
        type: kind === 'milestone' ? 'milestone' : 'project',
        title: 'Automatic approval soon',
        content: `${what} of "${project.name}" has had no answer; it will be approved automatically on ${when}.`,
        relatedId: projectId,
      },
    ],
  });
}
