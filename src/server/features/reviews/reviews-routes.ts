/**
 * Reviews (issue 12): written and changed by the two people of a completed project, read by
 * everyone (the reviewed person's public profile, the project page).
 */
import { z } from 'zod';
import { idParamsSchema } from '@shared/contract/common.js';
import { usernameParamsSchema } from '@shared/contract/developers.js';
import {
  receivedReviewsSummarySchema,
  reviewInputSchema,
  reviewSchema,
  userReviewsQuerySchema,
} from '@shared/contract/reviews.js';
import { refusals } from '../../core/errors.js';
import { sendPage } from '../../core/pagination.js';
import { signedInUser, signedIn } from '../../core/sessions.js';
import type { App } from '../../core/types.js';
import { toReview } from './review-view.js';
import {
  editReview,
  listProjectReviews,
  listReceivedReviews,
  receivedReviewsSummary,
  writeReview,
} from './reviews.js';

export async function reviewsRoutes(app: App) {
  const tags = ['reviews'];

  app.post(
    '/api/projects/:id/reviews',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        operationId: 'createReview',
        summary: 'Review the other side of a completed project (once; editable for 14 days)',
        params: idParamsSchema,
        body: reviewInputSchema,
        response: { 201: reviewSchema, ...refusals(403, 404, 409) },
      },
    },
    async (request, reply) => {
      const review = await app.transaction((tx) =>
        writeReview({
          tx,
          actor: signedInUser(request),
          input: { projectId: request.params.id, ...request.body },
        }),
      );
      return reply.status(201).send(review);
    },
  );

  app.patch(
    '/api/reviews/:id',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        operationId: 'updateReview',
        summary: 'Change your review (within 14 days of writing it)',
        params: idParamsSchema,
        body: reviewInputSchema,
        response: { 200: reviewSchema, ...refusals(403, 404, 409) },
      },
    },
    async (request) =>
      app.transaction((tx) =>
        editReview({
          tx,
          actor: signedInUser(request),
          input: { reviewId: request.params.id, ...request.body },
        }),
      ),
  );

  app.get(
    '/api/projects/:id/reviews',
    {
      schema: {
        tags,
        operationId: 'listProjectReviews',
        summary: "A completed project's reviews, both sides",
        params: idParamsSchema,
        response: { 200: z.array(reviewSchema), ...refusals(404) },
      },
    },
    async (request) =>
      listProjectReviews({
        db: app.db,
        actor: request.user,
        input: { projectId: request.params.id },
      }),
  );

  app.get(
    '/api/users/:username/reviews',
    {
      schema: {
        tags,
        operationId: 'listUserReviews',
        summary: 'The reviews someone received, newest first, with each project (public)',
        params: usernameParamsSchema,
        querystring: userReviewsQuerySchema,
        response: { 200: z.array(reviewSchema), ...refusals(404) },
      },
    },
    async (request, reply) => {
      const person = await receivedReviewsSummary({
        db: app.db,
        actor: null,
        input: request.params,
      });
      const rows = await listReceivedReviews({
        db: app.db,
        actor: null,
        input: { userId: person.id, ...request.query },
      });
      return sendPage(request, reply, rows, request.query.limit, toReview);
    },
  );

  app.get(
    '/api/users/:username/rating',
    {
      schema: {
        tags,
        operationId: 'getUserRating',
        summary: "Someone's average rating and review count (public)",
        params: usernameParamsSchema,
        response: { 200: receivedReviewsSummarySchema, ...refusals(404) },
      },
    },
    async (request) => {
      const { id: _id, ...summary } = await receivedReviewsSummary({
        db: app.db,
        actor: null,
        input: request.params,
      });
      return summary;
    },
  );
}
