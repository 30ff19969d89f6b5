/**
 * Milestones of a paid project (issue 12): the owner adds them (their sum never above the bid),
 * the developer completes them, the owner approves one — its share is released through the
 * payments release path and ledger — or sends it back with a note. Each step notifies the other
 * side and is pushed live; every change is conditional on the milestone life-cycle table.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Milestone } from '@shared/contract/milestones.js';
import { DISPUTE_MESSAGES } from '@shared/contract/disputes-rules.js';
import { MILESTONE_MESSAGES } from '@shared/contract/milestones-rules.js';
import {
  ACCEPTED_BID_STATUSES,
  MILESTONE_LIFECYCLE,
  PROJECT_LIFECYCLE,
} from '@shared/lifecycle.js';
import { formatCents } from '@shared/money.js';
import type { Command, Query } from '../../core/domain.js';
import { forbidden, notFound, refuse } from '../../core/errors.js';
import { emit, type NewNotification } from '../../core/events/index.js';
import { inStatusFor, requireTransition, statusAfter } from '../../core/lifecycle.js';
import type { Transaction } from '../../db/client.js';
import { bids, milestones, payments, projects, releases, type UserRow } from '../../db/schema.js';
import { openDisputeOf } from '../disputes/index.js';
import { releaseFunds } from '../payments/index.js';
import { projectForParty, type ProjectParties } from '../projects/index.js';
import { toMilestone, today } from './milestone-view.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function listMilestones({
  db,
  actor,
  input,
}: Query<{ projectId: number }, UserRow>): Promise<Milestone[]> {
  await projectForParty(db, input.projectId, actor.id);
  const rows = await db
    .select({ milestone: milestones, released: releases.developerAmount })
    .from(milestones)
    .leftJoin(releases, eq(releases.milestoneId, milestones.id))
    .where(eq(milestones.projectId, input.projectId))
    .orderBy(asc(milestones.createdAt), asc(milestones.id))
    .limit(100);
  return rows.map((row) => toMilestone(row.milestone, row.released ?? 0));
}

export async function addMilestone({
  tx,
  actor,
  input,
}: Command<{
  projectId: number;
  title: string;
  description: string | null;
  amount: number;
  dueDate: string | null;
}>): Promise<Milestone> {
  // The project row lock serialises adds: two at once cannot both fit under the bid.
  const project = await projectForParty(tx, input.projectId, actor.id, { lock: true });
  if (actor.id !== project.submitterId) throw forbidden(MILESTONE_MESSAGES.ownerOnly);
  if (project.status !== 'paid') throw refuse('project_not_paid', MILESTONE_MESSAGES.notPaid);
  if (input.dueDate && input.dueDate < today())
    throw refuse('due_date_past', MILESTONE_MESSAGES.duePast);
  const [planned] = await tx
    .select({ total: sql<string>`coalesce(sum(${milestones.amount}), 0)` })
    .from(milestones)
    .where(eq(milestones.projectId, project.id));
  const [bid] = await tx
    .select({ amount: bids.amount })
    .from(bids)
    .where(and(eq(bids.projectId, project.id), inArray(bids.status, ACCEPTED_BID_STATUSES)))
    .limit(1);
  const left = (bid?.amount ?? 0) - Number(planned?.total ?? 0);
  if (input.amount > left) {
    throw refuse(
      'over_bid',
      `${MILESTONE_MESSAGES.overBid} (${formatCents(Math.max(left, 0) * 100)} left)`,
    );
  }
  const [row] = await tx
    .insert(milestones)
    .values({
      projectId: project.id,
      title: input.title,
      description: input.description,
      amount: input.amount,
      dueDate: input.dueDate,
    })
    .returning();
  await announceMilestone(tx, 'milestone.created', project, row!, actor.id, [
    {
      userId: project.finisherId!,
      type: 'milestone',
      title: MILESTONE_MESSAGES.added,
      content: `"${row!.title}" (${formatCents(row!.amount * 100)}) was added to "${project.name}".`,
      relatedId: project.id,
    },
  ]);
  return toMilestone(row!, 0);
}

/**
 * The milestone and its project, both locked, for one of the project's parties (or for the
 * automatic approval, `viewer` null); anyone else gets 404. The project is locked first (lock
 * order: core/row-locks.ts, lockProject), then the milestone is locked and read again.
 */
async function milestoneForParties(tx: Transaction, milestoneId: number, viewer: UserRow | null) {
  const byId = eq(milestones.id, milestoneId);
  const [unlocked] = await tx
    .select({ projectId: milestones.projectId })
    .from(milestones)
    .where(byId);
  if (!unlocked) throw notFound(MILESTONE_MESSAGES.notFound);
  const project = await projectForParty(tx, unlocked.projectId, viewer?.id ?? 'system', {
    lock: true,
    notFoundMessage: MILESTONE_MESSAGES.notFound,
  });
  const [row] = await tx.select().from(milestones).where(byId).for('update');
  if (!row) throw notFound(MILESTONE_MESSAGES.notFound);
  return { milestone: row, project };
}

type MilestoneRow = typeof milestones.$inferSelect;
type MilestoneAction = 'complete' | 'approve' | 'requestChanges';

/** Moves a locked milestone by one life-cycle action, with whatever else that step records. */
async function moveMilestone(
  tx: Transaction,
  milestone: MilestoneRow,
  action: MilestoneAction,
  changes: Omit<PgUpdateSetSource<typeof milestones>, 'status'>,
): Promise<MilestoneRow> {
  const [row] = await tx
    .update(milestones)
    .set({ status: statusAfter(MILESTONE_LIFECYCLE, action), ...changes })
    .where(
      and(
        eq(milestones.id, milestone.id),
        inStatusFor(milestones.status, MILESTONE_LIFECYCLE, action),
      ),
    )
    .returning();
  // The row is locked and its status was checked: a miss is a bug, not a race.
  if (!row) throw new Error(`milestone ${milestone.id} did not move by ${action}`);
  return row;
}

/** Tells both parties' open screens, and leaves `notify`'s notifications. */
function announceMilestone(
  tx: Transaction,
  type:
    | 'milestone.created'
    | 'milestone.completed'
    | 'milestone.approved'
    | 'milestone.changes_requested',
  project: ProjectParties,
  row: MilestoneRow,
  actorId: number | null,
  notify: NewNotification[],
) {
  return emit(tx, {
    type,
    data: {
      projectId: project.id,
      milestoneId: row.id,
      title: row.title,
      status: row.status,
      actorId,
    },
    audience: [project.submitterId, project.finisherId!],
    notify,
  });
}

export async function completeMilestone({
  tx,
  actor,
  input,
}: Command<{
  milestoneId: number;
  autoApproveDays: number;
  /** The code the completion names (issue 39); both null: none. */
  repository?: string | null;
  ref?: string | null;
}>): Promise<Milestone> {
  const { milestone, project } = await milestoneForParties(tx, input.milestoneId, actor);
  if (actor.id !== project.finisherId) throw forbidden(MILESTONE_MESSAGES.developerOnly);
  requireTransition(
    PROJECT_LIFECYCLE,
    'approveDelivery',
    project.status,
    MILESTONE_MESSAGES.notPaid,
  );
  requireTransition(
    MILESTONE_LIFECYCLE,
    'complete',
    milestone.status,
    MILESTONE_MESSAGES.cannotComplete,
  );
  // Code named as a delivery names it: the repository, else the project's code link.
  const namesCode = Boolean(input.repository || input.ref);
  const [code] = namesCode
    ? await tx
        .select({ codeLink: projects.codeLink })
        .from(projects)
        .where(eq(projects.id, project.id))
    : [];
  const repository = namesCode ? (input.repository ?? code?.codeLink ?? null) : null;
  const now = new Date();
  const row = await moveMilestone(tx, milestone, 'complete', {
    completedAt: now,
    autoApproveAt: new Date(now.getTime() + input.autoApproveDays * DAY_MS),
    reminderSentAt: null,
    repository,
    ref: repository ? (input.ref ?? null) : null,
  });
  await announceMilestone(tx, 'milestone.completed', project, row, actor.id, [
    {
      userId: project.submitterId,
      type: 'milestone_completed',
      title: MILESTONE_MESSAGES.completed,
      content: `"${milestone.title}" on "${project.name}" is done. Approve it to release ${formatCents(milestone.amount * 90)} to the developer, or send it back with a note.`,
      relatedId: project.id,
    },
  ]);
  return toMilestone(row, 0);
}

/**
 * Approves a completed milestone and releases its share: its amount less the platform's fee.
 * `actor` null is the automatic approval of a milestone left unanswered.
 */
export async function approveMilestone({
  tx,
  actor,
  input,
}: Command<{ milestoneId: number }, UserRow | null>): Promise<Milestone> {
  const { milestone, project } = await milestoneForParties(tx, input.milestoneId, actor);
  if (actor && actor.id !== project.submitterId) throw forbidden(MILESTONE_MESSAGES.ownerOnly);
  requireTransition(
    PROJECT_LIFECYCLE,
    'approveDelivery',
    project.status,
    MILESTONE_MESSAGES.notPaid,
  );
  requireTransition(
    MILESTONE_LIFECYCLE,
    'approve',
    milestone.status,
    MILESTONE_MESSAGES.cannotApprove,
  );
  // decisions.md, Held money: while a dispute is open, every other release waits.
  if (await openDisputeOf(tx, project.id))
    throw refuse('dispute_open', DISPUTE_MESSAGES.milestoneDisputed);

  const [paid] = await tx
    .select({ paymentId: payments.id })
    .from(payments)
    .innerJoin(bids, eq(bids.id, payments.bidId))
    .where(and(eq(bids.projectId, project.id), eq(payments.status, 'succeeded')))
    .limit(1);
  if (!paid) throw refuse('project_not_paid', MILESTONE_MESSAGES.notPaid);
  const release = await releaseFunds(tx, {
    paymentId: paid.paymentId,
    projectId: project.id,
    developerId: project.finisherId!,
    gross: milestone.amount * 100,
    milestoneId: milestone.id,
  });
  const row = await moveMilestone(tx, milestone, 'approve', {
    approvedAt: sql`now()`,
    approvedAutomatically: actor === null,
  });
  const share = formatCents(release?.developerAmount ?? 0);
  const automatically = actor === null;
  await announceMilestone(tx, 'milestone.approved', project, row, actor?.id ?? null, [
    {
      userId: project.finisherId!,
      type: 'milestone_approved',
      title: MILESTONE_MESSAGES.approved,
      content: `"${milestone.title}" on "${project.name}" was approved${automatically ? ' automatically (no answer in time)' : ''}: ${share} is released to you.`,
      relatedId: project.id,
    },
    ...(automatically
      ? [
          {
            userId: project.submitterId,
            type: 'milestone_approved' as const,
            title: MILESTONE_MESSAGES.approved,
            content: `"${milestone.title}" on "${project.name}" got no answer in time and was approved automatically.`,
            relatedId: project.id,
          },
        ]
      : []),
  ]);
  return toMilestone(row, release?.developerAmount ?? 0);
}

export async function requestMilestoneChanges({
  tx,
  actor,
  input,
}: Command<{ milestoneId: number; note: string }>): Promise<Milestone> {
  const { milestone, project } = await milestoneForParties(tx, input.milestoneId, actor);
  if (actor.id !== project.submitterId) throw forbidden(MILESTONE_MESSAGES.ownerOnly);
  requireTransition(
    MILESTONE_LIFECYCLE,
    'requestChanges',
    milestone.status,
    MILESTONE_MESSAGES.cannotApprove,
  );
  const row = await moveMilestone(tx, milestone, 'requestChanges', {
    changesNote: input.note,
    autoApproveAt: null,
    reminderSentAt: null,
  });
  await announceMilestone(tx, 'milestone.changes_requested', project, row, actor.id, [
    {
      userId: project.finisherId!,
      type: 'milestone',
      title: 'Changes requested',
      content: `The owner sent "${milestone.title}" on "${project.name}" back: ${input.note}`,
      relatedId: project.id,
    },
  ]);
  return toMilestone(row, 0);
}
