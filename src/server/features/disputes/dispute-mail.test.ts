/** The disputes mail's templates, rendered with sample data (core/mail/template-checks.ts). */
import { describe } from 'vitest';
import {
  checkTemplates,
  siteUrl,
  projectTitle,
  developer,
  answerBy,
  type Case,
} from '../../core/mail/template-checks.js';
import { disputeStepMail, disputeDeadlineReminderMail } from './dispute-mail.js';

const cases: Case[] = [
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
];

describe('dispute mail templates', () => {
  checkTemplates(cases);
});
