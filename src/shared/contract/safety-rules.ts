/**
 * Reports and blocks (decisions.md, "Reports and blocks"; docs/decisions/safety.md): the
 * contract's plain part, its messages, limits and option lists, without Zod. Pages import these;
 * the report form's schema in ./safety.ts loads with its validation, on use.
 */

/** What can be reported: a project, a public profile (a user), a bid, a message. */
export const REPORT_TARGET_TYPES = ['project', 'user', 'bid', 'message'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** decisions.md's list of reasons, in the order the form shows them. */
export const REPORT_REASONS = ['spam', 'fraud', 'abuse', 'inappropriate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, { label: string; hint: string }> = {
  spam: { label: 'Spam', hint: 'Advertising, repeated or irrelevant content' },
  fraud: {
    label: 'Fraud or scam',
    hint: 'Asks for payment off the platform, fake work, stolen identity',
  },
  abuse: { label: 'Abuse or harassment', hint: 'Threats, insults, hateful content' },
  inappropriate: { label: 'Inappropriate content', hint: 'Sexual, violent or offensive material' },
  other: { label: 'Something else', hint: 'Tell us what is wrong in the details' },
};

export const REPORT_STATUSES = ['open', 'closed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_LIMITS = {
  detailsMax: 2000,
  /** "Something else" says what, in at least this many characters. */
  otherDetailsMin: 10,
  outcomeMax: 1000,
  /** Reports a user may file a minute (besides the limit on every write). */
  perMinute: 10,
} as const;

export const REPORT_TARGET_LABELS: Record<ReportTargetType, string> = {
  project: 'project',
  user: 'profile',
  bid: 'bid',
  message: 'message',
};

export const REPORT_MESSAGES = {
  targetType: `targetType must be one of ${REPORT_TARGET_TYPES.join(', ')}`,
  reason: 'Choose a reason',
  detailsTooLong: `Details must be at most ${REPORT_LIMITS.detailsMax} characters`,
  otherNeedsDetails: `Tell us what is wrong in at least ${REPORT_LIMITS.otherDetailsMin} characters`,
  alreadyOpen: 'You have already reported this. Our team is looking into it.',
  self: 'You cannot report yourself or what you posted',
  projectNotFound: 'Project not found',
  userNotFound: 'User not found',
  bidNotFound: 'Bid not found',
  messageNotFound: 'Message not found',
  reportNotFound: 'Report not found',
  alreadyClosed: 'This report is already closed',
  outcome: 'Write the outcome the reporter will read',
  outcomeTooLong: `The outcome must be at most ${REPORT_LIMITS.outcomeMax} characters`,
  sent: 'Thank you. Your report was sent to our team.',
} as const;

/**
 * Blocking is private (decisions.md): the blocked user is only ever told, in these neutral words,
 * that something cannot be done, never that they were blocked or by whom.
 */
export const BLOCK_MESSAGES = {
  cannotMessage: "You can't message this user",
  cannotBid: "You can't bid on this project",
  self: 'You cannot block yourself',
  userNotFound: 'User not found',
  blocked: 'User blocked',
  unblocked: 'User unblocked',
  /** What the blocker reads in the conversation. */
  youBlocked: 'You blocked this user. Unblock them to message each other again.',
} as const;
