/** The data export's mail, rendered with sample data (core/mail/template-checks.ts). */
import { describe } from 'vitest';
import { checkTemplates, owner, siteUrl, type Case } from '../../core/mail/template-checks.js';
import { dataExportReadyMail } from './data-export-mail.js';

const cases: Case[] = [
  {
    name: 'data export ready',
    mail: () => dataExportReadyMail({ siteUrl, ...owner, validDays: 7 }),
    subject: 'Your Finishline data is ready',
    facts: [
      'Hello ada_owner,',
      'download it from the Your data tab of your profile within 7 days.',
      'If you did not ask for this, change your password.',
    ],
    link: `${siteUrl}/profile?tab=data`,
    activity: false,
  },
];

describe('data export mail templates', () => {
  checkTemplates(cases);
});
