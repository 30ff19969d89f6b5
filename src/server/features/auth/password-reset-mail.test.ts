/** The auth mail's templates, rendered with sample data (core/mail/template-checks.ts). */
import { describe } from 'vitest';
import { checkTemplates, siteUrl, owner, type Case } from '../../core/mail/template-checks.js';
import { passwordResetMail } from './password-reset-mail.js';

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
];

describe('password reset mail templates', () => {
  checkTemplates(cases);
});
