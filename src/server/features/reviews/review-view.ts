import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Review } from '@shared/contract/reviews.js';
import { REVIEW_EDIT_DAYS } from '@shared/contract/reviews-rules.js';
import type { Queryable } from '../../db/client.js';
import { projects, reviews, users } from '../../db/schema.js';

const reviewers = alias(users, 'reviewer');
const reviewees = alias(users, 'reviewee');
const DAY_MS = 24 * 60 * 60 * 1000;

/** Reviews with their project's name and both people's public names, in one query. */
export function selectReviews(db: Queryable) {
  return db
    .select({
      review: reviews,
      projectName: projects.name,
      reviewer: { id: reviewers.id, username: reviewers.username, role: reviewers.role },
      reviewee: { id: reviewees.id, username: reviewees.username, role: reviewees.role },
    })
    .from(reviews)
    .innerJoin(projects, eq(projects.id, reviews.projectId))
    .innerJoin(reviewers, eq(reviewers.id, reviews.reviewerId))
    .innerJoin(reviewees, eq(reviewees.id, reviews.revieweeId));
}

type ReviewRow = Awaited<ReturnType<typeof selectReviews>>[number];

export const editableUntil = (createdAt: Date) =>
  new Date(createdAt.getTime() + REVIEW_EDIT_DAYS * DAY_MS);

export function toReview(row: ReviewRow): Review {
  return {
    id: row.review.id,
    projectId: row.review.projectId,
    projectName: row.projectName,
    reviewer: { ...row.reviewer, role: row.reviewer.role as Review['reviewer']['role'] },
    reviewee: { ...row.reviewee, role: row.reviewee.role as Review['reviewee']['role'] },
    rating: row.review.rating,
    comment: row.review.comment,
    createdAt: row.review.createdAt.toISOString(),
    updatedAt: row.review.updatedAt.toISOString(),
    editableUntil: editableUntil(row.review.createdAt).toISOString(),
  };
}
