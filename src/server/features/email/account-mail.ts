/**
 * Account mail about money (decisions.md, "Email": receipts and payout statements are account
 * mail, always sent, without an unsubscribe line; docs/decisions/email.md). Like activity mail, a
 * job is enqueued in the transaction of the event (app.events.onEmit) and renders and sends after
 * the commit, retried when the SMTP server fails:
 *
 * - a receipt, to its payer, when a payment is confirmed (`payment.succeeded`), a late payment is
 *   returned at once (`payment.refunded` with a receipt), or a refund is sent (`refund.sent`);
 * - a payout statement, to the developer, when a release's transfer is sent (`payout.sent`);
 * - a dispute step (opened, countered, escalated, settled, decided), to the parties the event
 *   notifies, and the deadline reminder to the side that must answer: the step is the dispute
 *   record's entry the event names (`entryId`). Evidence and a dispute ended by approving the
 *   delivery name none and are not mailed (the in-app notice tells; the approval has its mail).
 */
import { eq } from 'drizzle-orm';
import type { PublishedEvent } from '../../core/events/index.js';
import { enqueue } from '../../core/jobs/index.js';
import type { RenderedMail } from '../../core/mail/render.js';
import {
  disputeDeadlineReminderMail,
  disputeStepMail,
} from '../../core/mail/templates/disputes.js';
import { payoutStatementMail, receiptMail } from '../../core/mail/templates/payments.js';
import type { Queryable, Transaction } from '../../db/client.js';
import {
  bids,
  disputeEvents,
  disputes,
  milestones,
  payments,
  projects,
  receipts,
  releases,
  users,
} from '../../db/schema.js';

export const ACCOUNT_MAIL_JOB = 'mail.account';

export type AccountMailPayload =
  | { mail: 'receipt'; receiptId: number }
  | { mail: 'payout-statement'; releaseId: number }
  | { mail: 'dispute'; disputeEventId: number; userId: number };

/** In the event's transaction: one job per party the dispute event notifies, if it is a step. */
async function enqueueDisputeMail(tx: Transaction, event: PublishedEvent) {
  if (!['dispute.opened', 'dispute.updated', 'dispute.closed'].includes(event.type)) return;
  // The step's entry in the dispute's record, which the disputes feature names when it mails.
  const { entryId } = event.data as { entryId?: number };
  if (entryId === undefined) return;
  for (const userId of new Set(event.notifications.map((n) => n.userId))) {
    const payload: AccountMailPayload = { mail: 'dispute', disputeEventId: entryId, userId };
    await enqueue(tx, ACCOUNT_MAIL_JOB, payload, { uniqueKey: keyOf(payload) });
  }
}

/** The account mail an event causes, if any. */
function accountMailOf(event: PublishedEvent): AccountMailPayload | null {
  switch (event.type) {
    case 'payment.succeeded':
    case 'refund.sent': {
      const data = event.data as { receiptId: number };
      return { mail: 'receipt', receiptId: data.receiptId };
    }
    case 'payment.refunded': {
      const data = event.data as { receiptId?: number };
      return data.receiptId ? { mail: 'receipt', receiptId: data.receiptId } : null;
    }
    case 'payout.sent':
      return {
        mail: 'payout-statement',
        releaseId: (event.data as { releaseId: number }).releaseId,
      };
    default:
      return null;
  }
}

const keyOf = (payload: AccountMailPayload) =>
  payload.mail === 'receipt'
    ? `${ACCOUNT_MAIL_JOB}:receipt:${payload.receiptId}`
    : payload.mail === 'payout-statement'
      ? `${ACCOUNT_MAIL_JOB}:payout:${payload.releaseId}`
      : `${ACCOUNT_MAIL_JOB}:dispute:${payload.disputeEventId}:${payload.userId}`;

/** In the event's transaction: the jobs that mail its receipt, statement or dispute step. */
export async function enqueueAccountMail(tx: Transaction, event: PublishedEvent) {
  const payload = accountMailOf(event);
  if (payload) await enqueue(tx, ACCOUNT_MAIL_JOB, payload, { uniqueKey: keyOf(payload) });
  await enqueueDisputeMail(tx, event);
}

export interface AccountMail {
  to: string;
  rendered: RenderedMail;
}

/** The mail and its recipient, read when the job runs; null when its subject is gone. */
export async function renderAccountMail(
  db: Queryable,
  siteUrl: string,
  payload: AccountMailPayload,
): Promise<AccountMail | null> {
  switch (payload.mail) {
    case 'receipt':
      return renderReceipt(db, siteUrl, payload.receiptId);
    case 'payout-statement':
      return renderPayoutStatement(db, siteUrl, payload.releaseId);
    case 'dispute':
      return renderDisputeMail(db, siteUrl, payload.disputeEventId, payload.userId);
  }
}

const usernameOf = async (db: Queryable, id: number | null) => {
  if (id === null) return null;
  const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, id));
  return row?.username ?? null;
};

async function renderDisputeMail(
  db: Queryable,
  siteUrl: string,
  disputeEventId: number,
  userId: number,
): Promise<AccountMail | null> {
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

async function renderReceipt(db: Queryable, siteUrl: string, receiptId: number) {
  const [row] = await db
    .select({
      receipt: receipts,
      projectName: projects.name,
      payerName: users.username,
      payerEmail: users.email,
      developerId: bids.finisherId,
    })
    .from(receipts)
    .innerJoin(payments, eq(payments.id, receipts.paymentId))
    .innerJoin(bids, eq(bids.id, payments.bidId))
    .innerJoin(projects, eq(projects.id, bids.projectId))
    .innerJoin(users, eq(users.id, receipts.payerId))
    .where(eq(receipts.id, receiptId));
  if (!row) return null;
  const [developer] = await db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, row.developerId));
  return {
    to: row.payerEmail,
    rendered: await receiptMail({
      siteUrl,
      recipientName: row.payerName,
      number: row.receipt.number,
      kind: row.receipt.kind,
      issuedAt: row.receipt.issuedAt,
      projectTitle: row.projectName,
      developerName: developer?.username ?? '',
      amountCents: row.receipt.amount,
      feeCents: row.receipt.fee,
    }),
  };
}

async function renderPayoutStatement(db: Queryable, siteUrl: string, releaseId: number) {
  const [row] = await db
    .select({
      release: releases,
      projectId: projects.id,
      projectName: projects.name,
      ownerId: projects.submitterId,
      developerName: users.username,
      developerEmail: users.email,
      milestoneTitle: milestones.title,
    })
    .from(releases)
    .innerJoin(payments, eq(payments.id, releases.paymentId))
    .innerJoin(bids, eq(bids.id, payments.bidId))
    .innerJoin(projects, eq(projects.id, bids.projectId))
    .innerJoin(users, eq(users.id, releases.developerId))
    .leftJoin(milestones, eq(milestones.id, releases.milestoneId))
    .where(eq(releases.id, releaseId));
  if (!row || row.release.status !== 'sent') return null;
  const [owner] = await db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, row.ownerId));
  return {
    to: row.developerEmail,
    rendered: await payoutStatementMail({
      siteUrl,
      recipientName: row.developerName,
      projectId: row.projectId,
      projectTitle: row.projectName,
      milestoneTitle: row.milestoneTitle,
      ownerName: owner?.username ?? '',
      paidAt: row.release.sentAt ?? row.release.createdAt,
      grossCents: row.release.gross,
      feeCents: row.release.fee,
      // What was sent: the share less what an operator clawed back after a lost chargeback.
      netCents: row.release.developerAmount - row.release.clawedBack,
    }),
  };
}
