/**
 * Account mail about money (decisions.md, "Email": receipts and payout statements are account
 * mail, always sent, without an unsubscribe line; docs/decisions/email.md). Like activity mail, a
 * job is enqueued in the transaction of the event (app.events.onEmit) and renders and sends after
 * the commit, retried when the SMTP server fails:
 *
 * - a receipt, to its payer, when a payment is confirmed (`payment.succeeded`), a late payment is
 *   returned at once (`payment.refunded` with a receipt), or a refund is sent (`refund.sent`);
 * - a payout statement, to the developer, when a release's transfer is sent (`payout.sent`).
 */
import { eq } from 'drizzle-orm';
import type { PublishedEvent } from '../../core/events/index.js';
import { enqueue } from '../../core/jobs/index.js';
import type { RenderedMail } from '../../core/mail/render.js';
import { payoutStatementMail, receiptMail } from '../../core/mail/templates/payments.js';
import type { Queryable, Transaction } from '../../db/client.js';
import {
  bids,
  milestones,
  payments,
  projects,
  receipts,
  releases,
  users,
} from '../../db/schema.js';

export const ACCOUNT_MAIL_JOB = 'mail.account';

export type AccountMailPayload =
  { mail: 'receipt'; receiptId: number } | { mail: 'payout-statement'; releaseId: number };

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
    : `${ACCOUNT_MAIL_JOB}:payout:${payload.releaseId}`;

/** In the event's transaction: the job that mails its receipt or statement. */
export async function enqueueAccountMail(tx: Transaction, event: PublishedEvent) {
  const payload = accountMailOf(event);
  if (payload) await enqueue(tx, ACCOUNT_MAIL_JOB, payload, { uniqueKey: keyOf(payload) });
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
  return payload.mail === 'receipt'
    ? renderReceipt(db, siteUrl, payload.receiptId)
    : renderPayoutStatement(db, siteUrl, payload.releaseId);
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
      netCents: row.release.developerAmount,
    }),
  };
}
