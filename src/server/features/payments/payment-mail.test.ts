/** The payments mail's templates, rendered with sample data (core/mail/template-checks.ts). */
import { describe } from 'vitest';
import {
  checkTemplates,
  siteUrl,
  unsubscribeUrl,
  projectTitle,
  owner,
  developer,
  at,
  type Case,
} from '../../core/mail/template-checks.js';
import {
  paymentReceivedMail,
  releaseSentMail,
  receiptMail,
  payoutStatementMail,
} from './payment-mail.js';

const cases: Case[] = [
  {
    name: 'payment received (the developer)',
    mail: () =>
      paymentReceivedMail({
        siteUrl,
        unsubscribeUrl,
        ...developer,
        projectId: 41,
        projectTitle,
        ownerName: 'ada_owner',
        amountCents: 120_000,
        platformFeeCents: 12_000,
        developerAmountCents: 108_000,
      }),
    subject: `“${projectTitle}” is paid: you can start`,
    facts: [
      'ada_owner paid $1,200',
      'Finishline fee (10%): -$120',
      'Yours as the work is approved: $1,080',
      'you can start now',
    ],
    link: `${siteUrl}/projects/41?tab=milestones`,
    activity: true,
  },
  {
    name: 'release sent',
    mail: () =>
      releaseSentMail({
        siteUrl,
        unsubscribeUrl,
        ...developer,
        projectId: 41,
        projectTitle,
        milestoneTitle: 'Barcode scanning',
        grossCents: 40_000,
        feeCents: 4_000,
        netCents: 36_000,
      }),
    subject: `Payout on its way: $360 for “${projectTitle}”`,
    facts: [
      'the milestone “Barcode scanning”',
      'Released: $400',
      'Finishline fee (10%): -$40',
      'Sent to you: $360',
    ],
    link: `${siteUrl}/payments`,
    activity: true,
  },
  ...(['payment', 'refund'] as const).map((kind): Case => ({
    name: `receipt (${kind})`,
    mail: () =>
      receiptMail({
        siteUrl,
        ...owner,
        number: 'FL-2026-000123',
        kind,
        issuedAt: at,
        projectTitle,
        developerName: 'grace_dev',
        amountCents: kind === 'payment' ? 120_000 : 60_000,
        feeCents: kind === 'payment' ? 12_000 : 0,
      }),
    subject: `${kind === 'payment' ? 'Receipt' : 'Refund receipt'} FL-2026-000123 for “${projectTitle}”`,
    facts: [
      'Receipt number: FL-2026-000123',
      'Date: March 4, 2026',
      `Project: ${projectTitle}`,
      'Developer: grace_dev',
      ...(kind === 'payment'
        ? ['Includes Finishline fee (10%): $120', 'Amount paid: $1,200']
        : ['Finishline fee kept: $0', 'Amount refunded: $600']),
    ],
    link: `${siteUrl}/receipts/FL-2026-000123`,
    activity: false,
  })),
  {
    name: 'payout statement',
    mail: () =>
      payoutStatementMail({
        siteUrl,
        ...developer,
        projectId: 41,
        projectTitle,
        ownerName: 'ada_owner',
        milestoneTitle: null,
        paidAt: at,
        grossCents: 80_001,
        feeCents: 8_000,
        netCents: 72_001,
      }),
    subject: `Payout statement: $720.01 for “${projectTitle}”`,
    facts: [
      'Date: March 4, 2026',
      'For: The delivery',
      'Client: ada_owner',
      'Gross: $800.01',
      'Finishline fee (10%): -$80',
      'Net paid to you: $720.01',
    ],
    link: `${siteUrl}/payments`,
    activity: false,
  },
];

describe('payment mail templates', () => {
  checkTemplates(cases);
});
