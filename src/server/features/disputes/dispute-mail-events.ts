/**
 * Dispute steps are account mail (decisions.md, "Email"; docs/decisions/email.md), registered
 * with the email feature when disputes start: a step (opened, countered, escalated, settled,
 * decided) to the parties the event notifies, and the deadline reminder to the side that must
 * answer. The step is the dispute record's entry the event names (`entryId`); evidence and a
 * dispute ended by approving the delivery name none and are not mailed (the in-app notice tells;
 * the approval has its mail).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/client.js';
import { disputeEvents, disputes, projects, users } from '../../db/schema.js';
import { disputeDeadlineReminderMail, disputeStepMail } from './dispute-mail.js';

type DisputeMail = { mail: 'dispute'; disputeEventId: number; userId: number };

const usernameOf = async (db: Queryable, id: number | null) => {
  if (id === null) return null;
  const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, id));
  return row?.username ?? null;
};

export function registerDisputeMail(app: FastifyInstance) {
  app.email.accountMail<DisputeMail>('dispute', {
    of(event) {
      if (
        event.type !== 'dispute.opened' &&
        event.type !== 'dispute.updated' &&
        event.type !== 'dispute.closed'
      ) {
        return [];
      }
      // The step's entry in the dispute's record, which the disputes feature names when it mails.
      const { entryId } = event.data;
      if (entryId === undefined) return [];
      return [...new Set(event.notifications.map((n) => n.userId))].map((userId) => ({
        mail: 'dispute' as const,
        disputeEventId: entryId,
        userId,
      }));
    },
    keyOf: (payload) => `dispute:${payload.disputeEventId}:${payload.userId}`,
    render: (db, siteUrl, payload) =>
      renderDisputeMail(db, siteUrl, payload.disputeEventId, payload.userId),
  });
}

async function renderDisputeMail(
  db: Queryable,
  siteUrl: string,
  disputeEventId: number,
  userId: number,
) {
  const [row] = await db
    .select({ entry: disputeEvents, dispute: disputes, projectName: projects.name })
    .from(disputeEvents)
    .innerJoin(disputes, eq(disputes.id, disputeEvents.disputeId))
    .innerJoin(projects, eq(projects.id, disputes.projectId))
    .where(eq(disputeEvents.id, disputeEventId));
  const [recipient] = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!row || !recipient) return null;
  const { entry, dispute } = row;
  const facts = {
    siteUrl,
    recipientName: recipient.username,
    projectId: dispute.projectId,
    projectTitle: row.projectName,
    heldCents: dispute.held,
  };
  const actorName = (await usernameOf(db, entry.actorId)) ?? 'The other side';
  const proposed = entry.proposedRelease ?? dispute.proposedRelease;
  const mail = async () => {
    switch (entry.kind) {
      case 'proposal':
      case 'counter':
        // Answered or escalated since: the proposal no longer waits, and its mail is moot.
        if (!dispute.deadline) return null;
        return disputeStepMail({
          ...facts,
          ...(entry.kind === 'proposal'
            ? { step: 'opened' as const, reason: dispute.reason }
            : { step: 'countered' as const }),
          actorName,
          message: entry.message ?? '',
          releaseCents: proposed,
          answerBy: dispute.deadline,
        });
      case 'escalation':
        return disputeStepMail({
          ...facts,
          step: 'escalated',
          actorName,
          message: entry.message ?? '',
        });
      case 'acceptance':
      case 'expiry':
        return disputeStepMail({
          ...facts,
          step: 'settled',
          releaseCents: dispute.release ?? proposed,
        });
      case 'decision':
        return disputeStepMail({
          ...facts,
          step: 'decided',
          message: dispute.decisionReason ?? entry.message ?? '',
          releaseCents: dispute.release ?? proposed,
        });
      case 'reminder': {
        // To the side the standing proposal waits for, while it still waits.
        if (!dispute.deadline || dispute.closedAt || userId === dispute.proposedBy) return null;
        return disputeDeadlineReminderMail({
          ...facts,
          proposerName: (await usernameOf(db, dispute.proposedBy)) ?? 'The other side',
          releaseCents: dispute.proposedRelease,
          answerBy: dispute.deadline,
        });
      }
      default:
        return null;
    }
  };
  const rendered = await mail();
  return rendered ? { to: recipient.email, rendered } : null;
}
