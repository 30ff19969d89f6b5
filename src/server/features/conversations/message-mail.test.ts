/** The conversations mail's templates, rendered with sample data (core/mail/template-checks.ts). */
import { describe, expect, it } from 'vitest';
import {
  checkTemplates,
  siteUrl,
  unsubscribeUrl,
  projectTitle,
  owner,
  at,
  type Case,
} from '../../core/mail/template-checks.js';
import { MESSAGES_PER_MAIL, newMessagesMail } from './message-mail.js';

const cases: Case[] = [
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
];

describe('message mail templates', () => {
  checkTemplates(cases);

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
