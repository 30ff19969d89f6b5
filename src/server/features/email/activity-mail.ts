/**
 * Activity mail (decisions.md, "Email"; docs/decisions/email.md): which events mail whom, and the
 * facts each mail is rendered from. `mailJobsFor` runs in the transaction of the event
 * (app.events.onEmit), so a mail job exists iff the change committed; the job renders and sends
 * after the commit, retried by the job system when the SMTP server fails, and the change stands.
 */
import { and, eq } from 'drizzle-orm';
import type { EmailCategory } from '@shared/contract/email-preferences-rules.js';
import type { EventData, EventType } from '@shared/events.js';
import type { PublishedEvent } from '../../core/events/index.js';
import { enqueue } from '../../core/jobs/index.js';
import type { RenderedMail } from '../../core/mail/render.js';
import { bidAcceptedMail, bidNotChosenMail, newBidMail } from '../../core/mail/templates/bids.js';
import { paymentReceivedMail } from '../../core/mail/templates/payments.js';
import {
  autoApprovalReminderMail,
  changesRequestedMail,
  deliverySentMail,
  milestoneMail,
} from '../../core/mail/templates/work.js';
import type { Queryable, Transaction } from '../../db/client.js';
import {
  bids,
  deliveries,
  milestones,
  payments,
  projects,
  receipts,
  users,
} from '../../db/schema.js';
import { projectHeld } from '../payments/index.js';
import { wantsEmail } from './preferences.js';

export const ACTIVITY_MAIL_JOB = 'mail.activity';

/** The events that mail the users they notify, and the category each mail belongs to. */
export const ACTIVITY_MAIL_CATEGORY = {
  'bid.created': 'new_bid',
  'bid.accepted': 'bid_decision',
  // The developer only: the payer's mail of it is the receipt (account mail: account-mail.ts).
  'payment.succeeded': 'payment',
  // 'payout.sent' has no activity mail: the payout statement (account mail) says it all.
  'milestone.created': 'work',
  'milestone.completed': 'work',
  'milestone.approved': 'work',
  'milestone.changes_requested': 'work',
  'delivery.submitted': 'work',
  'delivery.changes_requested': 'work',
  'approval.reminder': 'reminder',
} as const satisfies Partial<Record<EventType, EmailCategory>>;

export type MailedEvent = keyof typeof ACTIVITY_MAIL_CATEGORY;

export interface ActivityMailPayload<T extends MailedEvent = MailedEvent> {
  eventId: number;
  eventType: T;
  data: EventData[T];
  userId: number;
}

const isMailed = (type: EventType): type is MailedEvent => type in ACTIVITY_MAIL_CATEGORY;

/**
 * In the event's transaction: one mail job per user the event notifies, unless that user has the
 * category turned off now (the job checks again when it sends).
 */
export async function enqueueActivityMail(tx: Transaction, event: PublishedEvent) {
  if (!isMailed(event.type)) return;
  const category = ACTIVITY_MAIL_CATEGORY[event.type];
  const recipients = new Set(event.notifications.map((n) => n.userId));
  // The payer is notified in the app, but mailed the receipt only (docs/decisions/email.md).
  if (event.type === 'payment.succeeded') {
    const payer = await payerOf(tx, event.data.receiptId);
    if (payer !== null) recipients.delete(payer);
  }
  for (const userId of recipients) {
    if (!(await wantsEmail(tx, userId, category))) continue;
    const payload: ActivityMailPayload = {
      eventId: event.id,
      eventType: event.type,
      data: event.data as EventData[MailedEvent],
      userId,
    };
    await enqueue(tx, ACTIVITY_MAIL_JOB, payload, {
      uniqueKey: `${ACTIVITY_MAIL_JOB}:${event.id}:${userId}`,
    });
  }
}

async function payerOf(tx: Transaction, receiptId: number) {
  const [row] = await tx
    .select({ payerId: receipts.payerId })
    .from(receipts)
    .where(eq(receipts.id, receiptId));
  return row?.payerId ?? null;
}

export interface Recipient {
  id: number;
  username: string;
  email: string;
}

interface RenderContext {
  db: Queryable;
  siteUrl: string;
  recipient: Recipient;
  unsubscribeUrl: string;
}

const cents = (dollars: number) => dollars * 100;

async function usernameOf(db: Queryable, id: number | null) {
  if (id === null) return null;
  const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, id));
  return row?.username ?? null;
}

async function projectParties(db: Queryable, projectId: number) {
  const [row] = await db
    .select({
      id: projects.id,
      name: projects.name,
      ownerId: projects.submitterId,
      developerId: projects.finisherId,
      ownerName: users.username,
    })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.submitterId))
    .where(eq(projects.id, projectId));
  if (!row) return null;
  return { ...row, developerName: await usernameOf(db, row.developerId) };
}

/** What the project's charged payments still hold: paid, neither released nor refunded. */
async function milestoneRow(db: Queryable, id: number) {
  const [row] = await db.select().from(milestones).where(eq(milestones.id, id));
  return row ?? null;
}

type Renderer<T extends MailedEvent> = (
  context: RenderContext,
  data: EventData[T],
) => Promise<RenderedMail | null>;

/** Each mailed event's mail for one recipient, or null when there is none for them (any more). */
const RENDERERS: { [T in MailedEvent]: Renderer<T> } = {
  async 'bid.created'(context, data) {
    const [bid] = await context.db
      .select({
        amount: bids.amount,
        timeline: bids.timeline,
        message: bids.message,
        developerName: users.username,
        projectTitle: projects.name,
      })
      .from(bids)
      .innerJoin(users, eq(users.id, bids.finisherId))
      .innerJoin(projects, eq(projects.id, bids.projectId))
      .where(eq(bids.id, data.bidId));
    if (!bid) return null;
    return newBidMail({
      ...base(context),
      projectId: data.projectId,
      projectTitle: bid.projectTitle,
      developerName: bid.developerName,
      amountCents: cents(bid.amount),
      timelineDays: bid.timeline,
      message: bid.message,
    });
  },

  async 'bid.accepted'(context, data) {
    const project = await projectParties(context.db, data.projectId);
    const [bid] = await context.db
      .select({ finisherId: bids.finisherId, amount: bids.amount })
      .from(bids)
      .where(eq(bids.id, data.bidId));
    if (!project || !bid) return null;
    if (bid.finisherId === context.recipient.id) {
      return bidAcceptedMail({
        ...base(context),
        projectId: project.id,
        projectTitle: project.name,
        ownerName: project.ownerName,
        amountCents: cents(bid.amount),
      });
    }
    return bidNotChosenMail({ ...base(context), projectTitle: project.name, reason: null });
  },

  async 'payment.succeeded'(context, data) {
    const project = await projectParties(context.db, data.projectId);
    const [payment] = await context.db
      .select()
      .from(payments)
      .where(eq(payments.id, data.paymentId));
    // No longer enqueued for the payer (their receipt is their mail of it); a job queued for
    // them before that changed still sends nothing.
    if (!project || !payment || context.recipient.id === project.ownerId) return null;
    return paymentReceivedMail({
      ...base(context),
      projectId: project.id,
      projectTitle: project.name,
      ownerName: project.ownerName,
      amountCents: payment.amount,
      platformFeeCents: payment.platformFee,
      developerAmountCents: payment.developerAmount,
    });
  },

  async 'milestone.created'(context, data) {
    return milestoneStep(context, data, 'added');
  },
  async 'milestone.completed'(context, data) {
    return milestoneStep(context, data, 'completed');
  },
  async 'milestone.approved'(context, data) {
    return milestoneStep(context, data, 'approved');
  },

  async 'milestone.changes_requested'(context, data) {
    const project = await projectParties(context.db, data.projectId);
    const milestone = await milestoneRow(context.db, data.milestoneId);
    if (!project || !milestone) return null;
    return changesRequestedMail({
      ...base(context),
      projectId: project.id,
      projectTitle: project.name,
      ownerName: project.ownerName,
      note: milestone.changesNote ?? '',
      milestoneTitle: milestone.title,
    });
  },

  async 'delivery.submitted'(context, data) {
    const project = await projectParties(context.db, data.projectId);
    const [delivery] = await context.db
      .select()
      .from(deliveries)
      .where(eq(deliveries.id, data.deliveryId));
    if (!project || !delivery) return null;
    return deliverySentMail({
      ...base(context),
      projectId: project.id,
      projectTitle: project.name,
      developerName: (await usernameOf(context.db, delivery.developerId)) ?? '',
      message: delivery.message,
      autoApproveAt: delivery.autoApproveAt,
      heldCents: await projectHeld(context.db, project.id),
    });
  },

  async 'delivery.changes_requested'(context, data) {
    const project = await projectParties(context.db, data.projectId);
    const [delivery] = await context.db
      .select({ changesNote: deliveries.changesNote })
      .from(deliveries)
      .where(eq(deliveries.id, data.deliveryId));
    if (!project || !delivery) return null;
    return changesRequestedMail({
      ...base(context),
      projectId: project.id,
      projectTitle: project.name,
      ownerName: project.ownerName,
      note: delivery.changesNote ?? '',
      milestoneTitle: null,
    });
  },

  /** The owner only: the developer has the in-app notice (the reminder is the owner's to act on). */
  async 'approval.reminder'(context, data) {
    const project = await projectParties(context.db, data.projectId);
    if (!project || project.ownerId !== context.recipient.id) return null;
    // What waits: a completed milestone first (the sooner approval), else the open delivery.
    const [milestone] = await context.db
      .select()
      .from(milestones)
      .where(and(eq(milestones.projectId, project.id), eq(milestones.status, 'completed')))
      .orderBy(milestones.autoApproveAt)
      .limit(1);
    if (milestone?.autoApproveAt) {
      return autoApprovalReminderMail({
        ...base(context),
        projectId: project.id,
        projectTitle: project.name,
        developerName: project.developerName ?? '',
        milestoneTitle: milestone.title,
        approvesAt: milestone.autoApproveAt,
        releaseCents: cents(milestone.amount),
      });
    }
    const [delivery] = await context.db
      .select({ autoApproveAt: deliveries.autoApproveAt })
      .from(deliveries)
      .where(and(eq(deliveries.projectId, project.id), eq(deliveries.status, 'submitted')));
    if (!delivery) return null;
    return autoApprovalReminderMail({
      ...base(context),
      projectId: project.id,
      projectTitle: project.name,
      developerName: project.developerName ?? '',
      milestoneTitle: null,
      approvesAt: delivery.autoApproveAt,
      releaseCents: await projectHeld(context.db, project.id),
    });
  },
};

const base = (context: RenderContext) => ({
  siteUrl: context.siteUrl,
  recipientName: context.recipient.username,
  unsubscribeUrl: context.unsubscribeUrl,
});

async function milestoneStep(
  context: RenderContext,
  data: EventData['milestone.created'],
  step: 'added' | 'completed' | 'approved',
) {
  const project = await projectParties(context.db, data.projectId);
  const milestone = await milestoneRow(context.db, data.milestoneId);
  if (!project || !milestone) return null;
  const facts = {
    ...base(context),
    projectId: project.id,
    projectTitle: project.name,
    milestoneTitle: milestone.title,
    amountCents: cents(milestone.amount),
    // The automatic approval acts for the owner.
    actorName: (await usernameOf(context.db, data.actorId)) ?? project.ownerName,
  };
  if (step === 'added') return milestoneMail({ ...facts, step, dueDate: milestone.dueDate });
  if (step === 'completed') {
    if (!milestone.autoApproveAt) return null;
    return milestoneMail({ ...facts, step, autoApproveAt: milestone.autoApproveAt });
  }
  return milestoneMail({ ...facts, step, automatically: milestone.approvedAutomatically });
}

export function renderActivityMail(
  context: RenderContext,
  payload: ActivityMailPayload,
): Promise<RenderedMail | null> {
  const render = RENDERERS[payload.eventType] as Renderer<MailedEvent>;
  return render(context, payload.data);
}
