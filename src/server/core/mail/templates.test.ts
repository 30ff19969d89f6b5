/**
 * Every mail template rendered with sample data: its subject, every link absolute under the site
 * given, a text part that carries the facts (names, amounts in dollars, the main link) and reads
 * as lines of text, and nothing that leaked from a missing or wrong value.
 */
import { describe, expect, it } from 'vitest';
import type { RenderedMail } from './render.js';
import { passwordResetMail } from './templates/account.js';
import { bidAcceptedMail, bidNotChosenMail, newBidMail } from './templates/bids.js';
import { disputeDeadlineReminderMail, disputeStepMail } from './templates/disputes.js';
import { newMessagesMail, MESSAGES_PER_MAIL } from './templates/messages.js';
import { savedSearchDigestMail } from './templates/saved-searches.js';
import {
  paymentReceivedMail,
  payoutStatementMail,
  receiptMail,
  releaseSentMail,
} from './templates/payments.js';
import {
  autoApprovalReminderMail,
  changesRequestedMail,
  deliverySentMail,
  milestoneMail,
} from './templates/work.js';

// A path under the origin too: links must keep it, and none may leave it.
const siteUrl = 'https://mail.finishline.example/app';
const unsubscribeUrl = `${siteUrl}/unsubscribe?token=signed-token`;
// Markup characters in what users write: escaped in the HTML, as written in the text.
const projectTitle = "Tom & Jerry's <Inventory> app";
const owner = { recipientName: 'ada_owner' };
const developer = { recipientName: 'grace_dev' };
const at = new Date('2026-03-04T14:05:00Z');
const answerBy = new Date('2026-03-09T14:05:00Z');

interface Case {
  name: string;
  mail: () => Promise<RenderedMail>;
  subject: string;
  /** Each must appear in the text part. */
  facts: readonly string[];
  /** The main action's address. */
  link: string;
  /** Activity mail carries the unsubscribe line it was given; account mail never has one. */
  activity: boolean;
}

const cases: Case[] = [
  {
    name: 'password reset',
    mail: () =>
      passwordResetMail({ siteUrl, ...owner, token: 'reset-token_123', validMinutes: 60 }),
    subject: 'Reset your Finishline password',
    facts: [
      'Hello ada_owner,',
      'Open this link within 1 hour to choose a new password:',
      'The link works once. If you did not ask for this, ignore this email: your password stays as it is.',
    ],
    link: `${siteUrl}/reset-password?token=reset-token_123`,
    activity: false,
  },
  {
    name: 'new bid',
    mail: () =>
      newBidMail({
        siteUrl,
        unsubscribeUrl,
        ...owner,
        projectId: 41,
        projectTitle,
        developerName: 'grace_dev',
        amountCents: 120_000,
        timelineDays: 14,
        message: 'I have finished three inventory apps.\nI can start on Monday.',
      }),
    subject: `New bid on “${projectTitle}”`,
    facts: [
      'grace_dev placed a bid',
      'Amount: $1,200',
      'Timeline: 14 days',
      '> I have finished three inventory apps.\n> I can start on Monday.',
    ],
    link: `${siteUrl}/projects/41?tab=bids`,
    activity: true,
  },
  {
    name: 'bid accepted',
    mail: () =>
      bidAcceptedMail({
        siteUrl,
        unsubscribeUrl,
        ...developer,
        projectId: 41,
        projectTitle,
        ownerName: 'ada_owner',
        amountCents: 120_050,
      }),
    subject: `Your bid on “${projectTitle}” was accepted`,
    facts: ['Hello grace_dev,', 'ada_owner accepted your bid of $1,200.50'],
    link: `${siteUrl}/projects/41`,
    activity: true,
  },
  {
    name: 'bid not chosen',
    mail: () =>
      bidNotChosenMail({
        siteUrl,
        unsubscribeUrl,
        ...developer,
        projectTitle,
        reason: 'We chose someone in our time zone.',
      }),
    subject: `Your bid on “${projectTitle}” was not chosen`,
    facts: ['chose another bid', '> We chose someone in our time zone.'],
    link: `${siteUrl}/projects`,
    activity: true,
  },
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
  ...(
    [
      {
        step: 'added',
        dueDate: '2026-04-01',
        facts: ['ada_owner added the milestone “Barcode scanning” to', 'Due: April 1, 2026'],
      },
      {
        step: 'completed',
        autoApproveAt: at,
        facts: ['grace_dev marked the milestone', 'March 4, 2026 at 2:05 PM UTC'],
      },
      {
        step: 'approved',
        automatically: false,
        facts: ['ada_owner approved the milestone'],
      },
    ] as const
  ).map(({ facts, ...step }): Case => ({
    name: `milestone ${step.step}`,
    mail: () =>
      milestoneMail({
        siteUrl,
        unsubscribeUrl,
        ...(step.step === 'completed' ? owner : developer),
        ...step,
        projectId: 41,
        projectTitle,
        milestoneTitle: 'Barcode scanning',
        amountCents: 40_000,
        actorName: step.step === 'completed' ? 'grace_dev' : 'ada_owner',
      }),
    subject: `${{ added: 'New milestone', completed: 'Milestone completed', approved: 'Milestone approved' }[step.step]} on “${projectTitle}”: Barcode scanning`,
    facts: [...facts, 'Milestone: Barcode scanning', 'Amount: $400'],
    link: `${siteUrl}/projects/41?tab=milestones`,
    activity: true,
  })),
  {
    name: 'milestone approved automatically',
    mail: () =>
      milestoneMail({
        siteUrl,
        ...developer,
        step: 'approved',
        automatically: true,
        projectId: 41,
        projectTitle,
        milestoneTitle: 'Barcode scanning',
        amountCents: 40_000,
        actorName: 'ada_owner',
      }),
    subject: `Milestone approved on “${projectTitle}”: Barcode scanning`,
    facts: ['was approved automatically', 'Its $400 is released'],
    link: `${siteUrl}/projects/41?tab=milestones`,
    activity: true,
  },
  {
    name: 'delivery sent',
    mail: () =>
      deliverySentMail({
        siteUrl,
        unsubscribeUrl,
        ...owner,
        projectId: 41,
        projectTitle,
        developerName: 'grace_dev',
        message: 'Everything is in the repository, with a README.',
        autoApproveAt: at,
        heldCents: 80_000,
      }),
    subject: `grace_dev delivered “${projectTitle}”`,
    facts: [
      '> Everything is in the repository, with a README.',
      'release the $800 still held to grace_dev',
      'approved automatically on March 4, 2026 at 2:05 PM UTC',
    ],
    link: `${siteUrl}/projects/41?tab=milestones`,
    activity: true,
  },
  ...[null, 'Barcode scanning'].map((milestoneTitle): Case => ({
    name: `changes requested (${milestoneTitle ? 'milestone' : 'delivery'})`,
    mail: () =>
      changesRequestedMail({
        siteUrl,
        unsubscribeUrl,
        ...developer,
        projectId: 41,
        projectTitle,
        ownerName: 'ada_owner',
        note: 'The export button does nothing.',
        milestoneTitle,
      }),
    subject: `Changes requested on “${projectTitle}”`,
    facts: [
      `ada_owner asked for changes to ${milestoneTitle ? 'the milestone “Barcode scanning”' : 'your delivery'}`,
      '> The export button does nothing.',
    ],
    link: `${siteUrl}/projects/41?tab=milestones`,
    activity: true,
  })),
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
  {
    name: 'new messages',
    mail: () =>
      newMessagesMail({
        siteUrl,
        unsubscribeUrl,
        ...owner,
        channelId: 9,
        counterpartName: 'grace_dev',
        projectTitle,
        messages: [
          { senderName: 'grace_dev', sentAt: at, body: 'Is the staging server still up?' },
          {
            senderName: 'grace_dev',
            sentAt: new Date('2026-03-04T14:20:00Z'),
            body: 'Never mind, found it.',
          },
        ],
      }),
    subject: `2 new messages from grace_dev about “${projectTitle}”`,
    facts: [
      'You have 2 unread messages',
      'grace_dev · March 4, 2026 at 2:05 PM UTC',
      '> Is the staging server still up?',
      'grace_dev · March 4, 2026 at 2:20 PM UTC',
      '> Never mind, found it.',
    ],
    link: `${siteUrl}/channels/9`,
    activity: true,
  },
  {
    name: 'saved search digest',
    mail: () =>
      savedSearchDigestMail({
        siteUrl,
        unsubscribeUrl,
        ...developer,
        searchName: 'React & Node',
        cadence: 'daily',
        projects: [
          {
            id: 12,
            name: projectTitle,
            budget: 1500,
            technologies: ['React', 'Node.js'],
            description: 'Auth and the schedule work; payments are missing.',
          },
        ],
        total: 3,
        browsePath: '/projects?q=react',
      }),
    subject: '3 new projects for your saved search “React & Node”',
    facts: [
      '3 new projects matched your saved search in the last day',
      projectTitle,
      'Budget $1,500 · React, Node.js',
      'Auth and the schedule work; payments are missing.',
      '…and 2 more projects on Finishline.',
    ],
    link: `${siteUrl}/projects?q=react`,
    activity: true,
  },
  {
    name: 'automatic approval reminder',
    mail: () =>
      autoApprovalReminderMail({
        siteUrl,
        unsubscribeUrl,
        ...owner,
        projectId: 41,
        projectTitle,
        developerName: 'grace_dev',
        milestoneTitle: null,
        approvesAt: at,
        releaseCents: 80_000,
      }),
    subject: `Reminder: “${projectTitle}” is approved automatically on March 4, 2026`,
    facts: [
      "grace_dev's delivery",
      'approved automatically on March 4, 2026 at 2:05 PM UTC',
      'releases $800 to grace_dev',
    ],
    link: `${siteUrl}/projects/41?tab=milestones`,
    activity: true,
  },
  {
    name: 'dispute deadline reminder',
    mail: () =>
      disputeDeadlineReminderMail({
        siteUrl,
        ...developer,
        projectId: 41,
        projectTitle,
        heldCents: 80_000,
        proposerName: 'ada_owner',
        releaseCents: 20_000,
        answerBy,
      }),
    subject: `Answer by March 9, 2026: the dispute on “${projectTitle}”`,
    facts: [
      "ada_owner's proposal",
      'March 9, 2026 at 2:05 PM UTC',
      'Held by Finishline: $800',
      'To the developer: $200',
      'Back to the owner: $600',
    ],
    link: `${siteUrl}/projects/41`,
    activity: false,
  },
  ...(
    [
      {
        step: 'opened',
        actorName: 'ada_owner',
        reason: 'not_as_agreed',
        message: 'The app crashes when the list is empty.',
        releaseCents: 20_000,
        answerBy,
        subject: 'A dispute was opened',
        facts: [
          'ada_owner opened a dispute',
          'the work is not what was agreed',
          'To the developer: $200',
          'Back to the owner: $600',
          '> The app crashes when the list is empty.',
          'Answer by March 9, 2026 at 2:05 PM UTC',
        ],
      },
      {
        step: 'countered',
        actorName: 'grace_dev',
        message: 'Most of it works; half is fair.',
        releaseCents: 40_000,
        answerBy,
        subject: 'A new proposal in the dispute',
        facts: ['grace_dev answered with a new proposal', 'To the developer: $400'],
      },
      {
        step: 'escalated',
        actorName: 'grace_dev',
        message: 'We cannot agree.',
        subject: 'The dispute went to an operator',
        facts: ['grace_dev asked a Finishline operator', 'the $800 held', '> We cannot agree.'],
      },
      {
        step: 'settled',
        releaseCents: 40_000,
        subject: 'The dispute is settled',
        facts: ['Released to the developer: $400', 'Refunded to the owner: $400'],
      },
      {
        step: 'decided',
        message: 'The delivery matched the description.',
        releaseCents: 80_000,
        subject: 'An operator decided the dispute',
        facts: [
          'The decision is final',
          'Released to the developer: $800',
          'Refunded to the owner: $0',
          '> The delivery matched the description.',
        ],
      },
    ] as const
  ).map(({ subject, facts, ...step }): Case => ({
    name: `dispute ${step.step}`,
    mail: () =>
      disputeStepMail({
        siteUrl,
        ...developer,
        ...step,
        projectId: 41,
        projectTitle,
        heldCents: 80_000,
      }),
    subject: `${subject} on “${projectTitle}”`,
    facts,
    link: `${siteUrl}/projects/41`,
    activity: false,
  })),
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

/** Every address the HTML links to or loads, as a mail client reads it. */
function addressesIn(html: string): string[] {
  return [...html.matchAll(/\s(?:href|src|action|background)="([^"]*)"/g)].map((match) =>
    match[1]!.replaceAll('&amp;', '&'),
  );
}

describe('mail templates', () => {
  it.each(cases)('$name', async (example) => {
    const { subject, html, text } = await example.mail();
    expect(subject).toBe(example.subject);

    const addresses = addressesIn(html);
    expect(addresses).toContain(example.link);
    for (const address of addresses) expect(address.startsWith(`${siteUrl}/`), address).toBe(true);
    // No image at all: nothing is lost in a client that blocks them.
    expect(html).not.toMatch(/<img\b/i);

    // The text part: the facts, and the main link on a line of its own.
    expect(text).toMatch(/^Hello (ada_owner|grace_dev),$/m);
    for (const fact of example.facts) expect(text).toContain(fact);
    expect(text.split('\n')).toContain(example.link);
    if (subject.includes(projectTitle)) expect(text).toContain(projectTitle);

    // What users write is escaped in the HTML.
    expect(html).not.toContain('<Inventory>');

    for (const part of [subject, html, text]) {
      expect(part).not.toMatch(/undefined|\[object Object\]|NaN|null/);
    }
    // A readable text part: no markup, no table debris, no run of empty lines.
    expect(text.replaceAll(projectTitle, '')).not.toMatch(/<[a-z/!]/i);
    expect(text).not.toMatch(/\n{3,}/);
    expect(text).not.toMatch(/\S {2,}\S/);

    if (example.activity && text.includes(unsubscribeUrl)) {
      expect(addresses).toContain(unsubscribeUrl);
    } else {
      expect(text).not.toMatch(/unsubscribe/i);
    }
  });

  it('puts the unsubscribe line in activity mail given an address, and only then', async () => {
    const props = {
      siteUrl,
      ...owner,
      projectId: 41,
      projectTitle,
      developerName: 'grace_dev',
      amountCents: 100,
      timelineDays: 1,
      message: 'Hi',
    };
    const withLink = await newBidMail({ ...props, unsubscribeUrl });
    expect(withLink.text).toContain(`Don't want emails about new bids? Unsubscribe`);
    expect(withLink.text).toContain(unsubscribeUrl);
    expect(addressesIn(withLink.html)).toContain(unsubscribeUrl);

    const withoutLink = await newBidMail(props);
    expect(withoutLink.text).not.toMatch(/unsubscribe/i);
  });

  it('quotes at most a few unread messages and counts the rest', async () => {
    const messages = Array.from({ length: MESSAGES_PER_MAIL + 3 }, (_, index) => ({
      senderName: 'grace_dev',
      sentAt: at,
      body: `Message number ${index + 1}`,
    }));
    const { subject, text } = await newMessagesMail({
      siteUrl,
      ...owner,
      channelId: 9,
      counterpartName: 'grace_dev',
      projectTitle,
      messages,
    });
    expect(subject).toBe(`13 new messages from grace_dev about “${projectTitle}”`);
    expect(text).toContain(`> Message number ${MESSAGES_PER_MAIL}\n`);
    expect(text).not.toContain(`Message number ${MESSAGES_PER_MAIL + 1}`);
    expect(text).toContain('…and 3 more messages in the conversation.');
  });
});
