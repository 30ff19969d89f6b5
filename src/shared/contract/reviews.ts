/**
 * Reviews after completion (issue 12): each side reviews the other once per project, 1 to 5 stars
 * and a text, editable for 14 days; shown to everyone on the reviewed person's profile.
 */
import { z } from 'zod';
import { pageQuerySchema } from './common.js';
import { REVIEW_MESSAGES } from './reviews-rules.js';

export const reviewInputSchema = z.object({
  rating: z
    .number({ message: REVIEW_MESSAGES.rating })
    .int({ message: REVIEW_MESSAGES.rating })
    .min(1, { message: REVIEW_MESSAGES.rating })
    .max(5, { message: REVIEW_MESSAGES.rating }),
  comment: z
    .string({ message: REVIEW_MESSAGES.comment })
    .trim()
    .min(10, { message: REVIEW_MESSAGES.comment })
    .max(2000, { message: REVIEW_MESSAGES.commentTooLong }),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

export const reviewSchema = z
  .object({
    id: z.number(),
    projectId: z.number(),
    projectName: z.string(),
    reviewer: z.object({
      id: z.number(),
      username: z.string(),
      role: z.enum(['creator', 'developer']),
    }),
    reviewee: z.object({
      id: z.number(),
      username: z.string(),
      role: z.enum(['creator', 'developer']),
    }),
    rating: z.number(),
    comment: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** Until when its author may still change it. */
    editableUntil: z.string(),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof reviewSchema>;

export const userReviewsQuerySchema = pageQuerySchema;

/** GET /api/users/{username}/reviews: the reviews someone received, and their average. */
export const receivedReviewsSummarySchema = z.object({
  username: z.string(),
  role: z.enum(['creator', 'developer']),
  averageRating: z.number().nullable(),
  reviewCount: z.number(),
});
export type ReceivedReviewsSummary = z.infer<typeof receivedReviewsSummarySchema>;
