/**
 * Email preferences (decisions.md, "Email"): the activity mail categories, one switch each on the
 * notification settings page (defaults on), and what the page says. Account mail (password reset,
 * sign-in and security, receipts and payout statements, dispute steps) has no switch.
 */

export const EMAIL_CATEGORIES = [
  'new_bid',
  'bid_decision',
  'payment',
  'work',
  'reminder',
  'message',
  'saved_search',
] as const;
export type EmailCategory = (typeof EMAIL_CATEGORIES)[number];

export const EMAIL_CATEGORY_TEXT: Record<EmailCategory, { label: string; description: string }> = {
  new_bid: {
    label: 'New bids',
    description: 'A developer bids on one of your projects.',
  },
  bid_decision: {
    label: 'Bid accepted or not chosen',
    description: 'The owner accepts your bid, or chooses another one.',
  },
  payment: {
    label: 'Payments',
    description: 'A project is paid, and money is released to you.',
  },
  work: {
    label: 'Milestones and deliveries',
    description: 'Milestones added, completed and approved; deliveries; changes requested.',
  },
  reminder: {
    label: 'Reminders',
    description: 'Two days before a delivery or milestone is approved automatically.',
  },
  message: {
    label: 'New messages',
    description:
      'Messages still unread a few minutes after they were sent, one mail per conversation.',
  },
  saved_search: {
    label: 'Saved search digests',
    description: 'The daily or weekly list of new projects matching your saved searches.',
  },
};

export const EMAIL_PREFERENCES_MESSAGES = {
  accountMail:
    'Account emails (password resets, sign-in and security changes, receipts, payout statements and dispute steps) are always sent.',
  saved: 'Email settings saved',
  saveFailed: 'Could not save your email settings',
} as const;
