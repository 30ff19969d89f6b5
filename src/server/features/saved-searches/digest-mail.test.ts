/** The saved-searches mail's templates, rendered with sample data (core/mail/template-checks.ts). */
import { describe } from 'vitest';
import {
  checkTemplates,
  siteUrl,
  unsubscribeUrl,
  projectTitle,
  developer,
  type Case,
} from '../../core/mail/template-checks.js';
import { savedSearchDigestMail } from './digest-mail.js';

const cases: Case[] = [
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
];

describe('digest mail templates', () => {
  checkTemplates(cases);
});
