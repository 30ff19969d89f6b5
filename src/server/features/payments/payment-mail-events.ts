/**
 * Which payment events mail whom (decisions.md, "Email"; docs/decisions/email.md), registered
 * with the email feature when payments start:
 *
 * - activity mail (`payment`): the developer's "the project is paid" on `payment.succeeded`; the
 *   payer is notified in the app, and mailed the receipt only;
 * - account mail, always sent: a receipt to its payer when a payment is confirmed
 *   (`payment.succeeded`), a late payment is returned at once (`payment.refunded` with a
 *   receipt) or a refund is sent (`refund.sent`); a payout statement to the developer when a
 *   release's transfer is sent (`payout.sent`).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
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
import type { AccountMail } from '../email/index.js';
import { payoutStatementMail, paymentReceivedMail, receiptMail } from './payment-mail.js';

type ReceiptMail = { mail: 'receipt'; receiptId: number };
type PayoutStatementMail = { mail: 'payout-statement'; releaseId: number };

async function payerOf(tx: Transaction, receiptId: number) {
  const [row] = await tx
    .select({ payerId: receipts.payerId })
    .from(receipts)
    .where(eq(receipts.id, receiptId));
  return row?.payerId ?? null;
}

const receiptMailOf: AccountMail<ReceiptMail>['of'] = (event) => {
  switch (event.type) {
    case 'payment.succeeded':
    case 'refund.sent':
      return [{ mail: 'receipt', receiptId: event.data.receiptId }];
    case 'payment.refunded': {
      const { receiptId } = event.data;
      return receiptId ? [{ mail: 'receipt', receiptId }] : [];
    }
    default:
      return [];
  }
};

export function registerPaymentMail(app: FastifyInstance) {
  app.email.activityMail('payment.succeeded', {
    category: 'payment',
    async recipients(tx, data, notified) {
      // The payer's mail of it is the receipt (one mail per money event per person).
      const payer = await payerOf(tx, data.receiptId);
      return notified.filter((userId) => userId !== payer);
    },
    async render(context, data) {
      const [row] = await context.db
        .select({
          payment: payments,
          projectId: projects.id,
          projectName: projects.name,
          submitterId: projects.submitterId,
          ownerName: users.username,
        })
        .from(payments)
        .innerJoin(projects, eq(projects.id, data.projectId))
        .innerJoin(users, eq(users.id, projects.submitterId))
        .where(eq(payments.id, data.paymentId));
      // Not enqueued for the payer (their receipt is their mail of it); a job queued for them
      // before that changed still sends nothing.
      if (!row || context.recipient.id === row.submitterId) return null;
      return paymentReceivedMail({
        siteUrl: context.siteUrl,
        recipientName: context.recipient.username,
        unsubscribeUrl: context.unsubscribeUrl,
        projectId: row.projectId,
        projectTitle: row.projectName,
        ownerName: row.ownerName,
        amountCents: row.payment.amount,
        platformFeeCents: row.payment.platformFee,
        developerAmountCents: row.payment.developerAmount,
      });
    },
  });

  app.email.accountMail<ReceiptMail>('receipt', {
    of: receiptMailOf,
    keyOf: (payload) => `receipt:${payload.receiptId}`,
    render: (db, siteUrl, payload) => renderReceipt(db, siteUrl, payload.receiptId),
  });
  app.email.accountMail<PayoutStatementMail>('payout-statement', {
    of: (event) =>
      event.type === 'payout.sent'
        ? [{ mail: 'payout-statement', releaseId: event.data.releaseId }]
        : [],
    keyOf: (payload) => `payout:${payload.releaseId}`,
    render: (db, siteUrl, payload) => renderPayoutStatement(db, siteUrl, payload.releaseId),
  });
}

async function renderReceipt(db: Queryable, siteUrl: string, receiptId: number) {
  const [row] = await db
    .select({
      receipt: receipts,
      projectName: projects.name,
      payerName: users.username,
      payerEmail: users.email,
      finisherId: bids.finisherId,
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
    .where(eq(users.id, row.finisherId));
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
      submitterId: projects.submitterId,
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
    .where(eq(users.id, row.submitterId));
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
