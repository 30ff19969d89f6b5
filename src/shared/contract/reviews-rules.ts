/**
 * Reviews: the contract's plain part, its messages (the spec's words), limits and small rules,
 * without Zod. Pages import these; a form's schema in ./reviews.ts loads with its validation, on
 * use (src/web/lib/lazy-zod-resolver.ts), so a page that only reads never downloads Zod.
 */

export const REVIEW_EDIT_DAYS = 14;

export const REVIEW_MESSAGES = {
  rating: 'Choose a rating from 1 to 5 stars',
  comment: 'Write at least 10 characters',
  commentTooLong: 'The review must be at most 2000 characters',
  notCompleted: 'A project can be reviewed once it is completed',
  participantsOnly: 'Only the owner and the developer of a project can review it',
  alreadyReviewed: 'You have already reviewed this project',
  notFound: 'Review not found',
  authorOnly: 'Only its author can change a review',
  editClosed: `A review can be changed for ${REVIEW_EDIT_DAYS} days after it was written`,
  userNotFound: 'User not found',
} as const;
