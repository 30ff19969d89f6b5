/**
 * Which events of the work mail whom (docs/decisions/email.md), registered with the email feature
 * when milestones start: a milestone added, completed or approved to the other side, a delivery
 * sent to the owner, changes asked for to the developer (`work`), and the automatic approval's
 * reminder to the owner only (`reminder`). Rendered from the rows as they are when the job runs.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { EventData } from '@shared/events.js';
import type { Queryable } from '../../db/client.js';
import { deliveries, milestones, projects, users } from '../../db/schema.js';
import type { ActivityMailContext } from '../email/index.js';
import { projectHeld } from '../payments/index.js';
import {
  autoApprovalReminderMail,
  changesRequestedMail,
  deliverySentMail,
  milestoneMail,
} from './work-mail.js';

const cents = (dollars: number) => dollars * 100;

const base = (context: ActivityMailContext) => ({
  siteUrl: context.siteUrl,
  recipientName: context.recipient.username,
  unsubscribeUrl: context.unsubscribeUrl,
});

async function usernameOf(db: Queryable, id: number | null) {
  if (id === null) return null;
  const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, id));
  return row?.username ?? null;
}

/** The project, its owner's and its developer's names. */
async function projectParties(db: Queryable, projectId: number) {
  const [row] = await db
    .select({
      id: projects.id,
      name: projects.name,
      submitterId: projects.submitterId,
      finisherId: projects.finisherId,
      ownerName: users.username,
    })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.submitterId))
    .where(eq(projects.id, projectId));
  if (!row) return null;
  return { ...row, developerName: await usernameOf(db, row.finisherId) };
}

async function milestoneRow(db: Queryable, id: number) {
  const [row] = await db.select().from(milestones).where(eq(milestones.id, id));
  return row ?? null;
}

async function milestoneStep(
  context: ActivityMailContext,
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

export function registerWorkMail(app: FastifyInstance) {
  const mail = app.email.activityMail;
  mail('milestone.created', {
    category: 'work',
    render: (context, data) => milestoneStep(context, data, 'added'),
  });
  mail('milestone.completed', {
    category: 'work',
    render: (context, data) => milestoneStep(context, data, 'completed'),
  });
  mail('milestone.approved', {
    category: 'work',
    render: (context, data) => milestoneStep(context, data, 'approved'),
  });

  mail('milestone.changes_requested', {
    category: 'work',
    async render(context, data) {
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
  });

  mail('delivery.submitted', {
    category: 'work',
    async render(context, data) {
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
  });

  mail('delivery.changes_requested', {
    category: 'work',
    async render(context, data) {
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
  });

  /** The owner only: the developer has the in-app notice (the reminder is the owner's to act on). */
  mail('approval.reminder', {
    category: 'reminder',
    async render(context, data) {
      const project = await projectParties(context.db, data.projectId);
      if (!project || project.submitterId !== context.recipient.id) return null;
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
  });
}
