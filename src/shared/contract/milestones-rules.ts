/**
 * Milestones and delivery: the contract's plain part, its messages (the spec's words), limits and small rules,
 * without Zod. Pages import these; a form's schema in ./milestones.ts loads with its validation, on
 * use (src/web/lib/lazy-zod-resolver.ts), so a page that only reads never downloads Zod.
 */

export const MILESTONE_MESSAGES = {
  title: 'Title must be at least 3 characters',
  titleTooLong: 'Title must be at most 120 characters',
  descriptionTooLong: 'Description must be at most 2000 characters',
  amount: 'Amount must be a positive whole number of dollars',
  dueDate: 'Due date must be a date (YYYY-MM-DD)',
  duePast: 'Due date cannot be in the past',
  overBid: 'Milestones cannot add up to more than the accepted bid',
  notPaid: 'Milestones can be added to a paid project only',
  ownerOnly: 'Only the project owner can do that',
  developerOnly: 'Only the developer working on this project can do that',
  notFound: 'Milestone not found',
  cannotComplete: 'Only a pending milestone can be marked completed',
  cannotApprove: 'Only a completed milestone can be approved or sent back',
  note: 'Tell the developer what to change (at least 3 characters)',
  noteTooLong: 'The note must be at most 2000 characters',
  // Real-time toasts (spec section 8).
  added: 'New Milestone Added',
  completed: 'Milestone Completed',
  approved: 'Milestone Approved',
} as const;

export const DELIVERY_MESSAGES = {
  message: 'Describe what you delivered (at least 10 characters)',
  messageTooLong: 'The message must be at most 5000 characters',
  link: 'Please enter a valid URL',
  notPaid: 'A delivery can be made on a paid project only',
  alreadyOpen: 'A delivery is already waiting for the owner',
  notFound: 'Delivery not found',
  notWaiting: 'This delivery has already been answered',
} as const;

/**
 * Days before an unanswered delivery or completed milestone is approved automatically that both
 * sides are reminded (decisions.md, "Email": two days before; the owner also by mail).
 */
export const AUTO_APPROVE_REMINDER_DAYS = 2;
