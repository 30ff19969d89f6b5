/** The bids mail's templates, rendered with sample data (core/mail/template-checks.ts). */
import { describe, expect, it } from 'vitest';
import {
  checkTemplates,
  siteUrl,
  unsubscribeUrl,
  projectTitle,
  owner,
  developer,
  addressesIn,
  type Case,
} from '../../core/mail/template-checks.js';
import { newBidMail, bidAcceptedMail, bidNotChosenMail } from './bid-mail.js';

const cases: Case[] = [
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
];

describe('bid mail templates', () => {
  checkTemplates(cases);

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
});
