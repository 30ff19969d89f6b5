/**
 * Reviews after completion (issue 12): each side of a completed project reviews the other once
 * (a unique index decides, for one request or two racing), may change it for 14 days, and every
 * review is public on the reviewed person's profile. Ratings everywhere are averages of these.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ReceivedReviewsSummary, Review } from '@shared/contract/reviews.js';
import { REVIEW_MESSAGES } from '@shared/contract/reviews-rules.js';
import type { Command, Query } from '../../core/domain.js';
import { forbidden, notFound, refuse } from '../../core/errors.js';
import { emit } from '../../core/events/index.js';
import { afterCursor, decodeCursor } from '../../core/pagination.js';
import { uniqueViolation } from '../../core/postgres-errors.js';
import { qualified } from '../../db/qualified.js';
import { projects, reviews, users } from '../../db/schema.js';
import { findProjectParties, isProjectParty } from '../projects/index.js';
import { editableUntil, selectReviews, toReview } from './review-view.js';

export async function writeReview({
  tx,
  actor,
  input,
}: Command<{ projectId: number; rating: number; comment: string }>): Promise<Review> {
  const project = await findProjectParties(tx, input.projectId);
  if (!project) throw notFound('Project not found');
  if (!isProjectParty(project, actor.id)) throw forbidden(REVIEW_MESSAGES.participantsOnly);
  if (project.status !== 'completed' || !project.finisherId)
    throw refuse('project_not_completed', REVIEW_MESSAGES.notCompleted);
  const revieweeId = actor.id === project.submitterId ? project.finisherId : project.submitterId;
  let created;
  try {
    [created] = await tx
      .insert(reviews)
      .values({
        projectId: project.id,
        reviewerId: actor.id,
        revieweeId,
        rating: input.rating,
        comment: input.comment,
      })
      .returning({ id: reviews.id });
  } catch (error) {
    if (uniqueViolation(error) === null) throw error;
    throw refuse('already_reviewed', REVIEW_MESSAGES.alreadyReviewed);
  }
  await emit(tx, {
    type: 'review.written',
    data: { projectId: project.id, reviewId: created!.id },
    audience: [revieweeId],
    notify: [
      {
        userId: revieweeId,
        type: 'project',
        title: 'New review',
        content: `${actor.username} gave you ${input.rating} ${input.rating === 1 ? 'star' : 'stars'} for "${project.name}".`,
        relatedId: project.id,
      },
    ],
  });
  const [row] = await selectReviews(tx).where(eq(reviews.id, created!.id));
  return toReview(row!);
}

export async function editReview({
  tx,
  actor,
  input,
}: Command<{ reviewId: number; rating: number; comment: string }>): Promise<Review> {
  const [review] = await tx
    .select()
    .from(reviews)
    .where(eq(reviews.id, input.reviewId))
    .for('update');
  if (!review) throw notFound(REVIEW_MESSAGES.notFound);
  if (review.reviewerId !== actor.id) throw forbidden(REVIEW_MESSAGES.authorOnly);
  if (Date.now() > editableUntil(review.createdAt).getTime())
    throw refuse('review_locked', REVIEW_MESSAGES.editClosed);
  await tx
    .update(reviews)
    .set({ rating: input.rating, comment: input.comment, updatedAt: sql`now()` })
    .where(eq(reviews.id, review.id));
  // The reviewee's average (users.rating, kept by a trigger) shows on their projects.
  await emit(tx, {
    type: 'review.edited',
    data: { projectId: review.projectId, reviewId: review.id },
  });
  const [row] = await selectReviews(tx).where(eq(reviews.id, review.id));
  return toReview(row!);
}

/** A project's reviews (both sides), public once the project is completed. */
export async function listProjectReviews({
  db,
  input,
}: Query<{ projectId: number }>): Promise<Review[]> {
  const rows = await selectReviews(db)
    .where(and(eq(reviews.projectId, input.projectId), eq(projects.status, 'completed')))
    .orderBy(desc(reviews.createdAt))
    .limit(2);
  return rows.map(toReview);
}

/** Who `username` is, their average and count; 404 for an unknown name. */
export async function receivedReviewsSummary({
  db,
  input,
}: Query<{ username: string }>): Promise<ReceivedReviewsSummary & { id: number }> {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      average: users.rating,
      count: sql<number>`(select count(*)::int from ${reviews} where ${reviews.revieweeId} = ${qualified(users.id)})`,
    })
    .from(users)
    // A closed account has no page of its own (docs/decisions/your-data.md).
    .where(
      and(eq(sql`lower(${users.username})`, input.username.toLowerCase()), isNull(users.closedAt)),
    )
    .limit(1);
  if (!row) throw notFound(REVIEW_MESSAGES.userNotFound);
  return {
    id: row.id,
    username: row.username,
    role: row.role as ReceivedReviewsSummary['role'],
    averageRating: row.average === null ? null : Number(row.average),
    reviewCount: Number(row.count),
  };
}

/** The reviews someone received, newest first; `limit + 1` rows for paging. */
export async function listReceivedReviews({
  db,
  input,
}: Query<{ userId: number; limit: number; cursor?: string }>) {
  const rows = await selectReviews(db)
    .where(
      and(
        eq(reviews.revieweeId, input.userId),
        afterCursor(reviews.createdAt, reviews.id, decodeCursor(input.cursor)),
      ),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(input.limit + 1);
  return rows.map((row) => ({ ...row, id: row.review.id, createdAt: row.review.createdAt }));
}
