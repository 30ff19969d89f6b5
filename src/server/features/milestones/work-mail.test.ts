/** The milestones mail's templates, rendered with sample data (core/mail/template-checks.ts). */
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
  milestoneMail,
  deliverySentMail,
  changesRequestedMail,
  autoApprovalReminderMail,
} from './work-mail.js';

const cases: Case[] = [
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
];

describe('work mail templates', () => {
  checkTemplates(cases);
});
