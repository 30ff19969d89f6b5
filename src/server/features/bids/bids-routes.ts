import {
  acceptBidResponseSchema,
  bidViewSchema,
  bidWithProjectSchema,
  createBidSchema,
  myBidSchema,
  myBidsQuerySchema,
} from '@shared/contract/bids.js';
import { BID_ERRORS, BID_MESSAGES } from '@shared/contract/bids-rules.js';
import { idParamsSchema } from '@shared/contract/common.js';
import { z } from 'zod';
import { forbidden, refusals } from '../../core/errors.js';
import { decodeCursor, sendPage } from '../../core/pagination.js';
import { signedInUser, signedIn } from '../../core/sessions.js';
import type { App } from '../../core/types.js';
import { acceptBid } from './accept-bid.js';
import { createBid } from './create-bid.js';
import { getBid } from './get-bid.js';
import { listDeveloperBids, toMyBid } from './list-developer-bids.js';

export async function bidsRoutes(app: App) {
  const tags = ['bids'];

  app.post(
    '/api/projects/:id/bids',
    {
      onRequest: signedIn({ message: BID_MESSAGES.signedOut }),
      schema: {
        tags,
        operationId: 'createBid',
        summary: 'Bid on an open project (developers; never on your own project; once per project)',
        params: idParamsSchema,
        body: createBidSchema,
        response: { 201: bidViewSchema, ...refusals(403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { projectId: bodyProjectId, ...body } = request.body;
      const bid = await app.transaction((tx) =>
        createBid({
          tx,
          actor: signedInUser(request),
          input: { ...body, projectId: request.params.id, bodyProjectId },
        }),
      );
      return reply.status(201).send(bid);
    },
  );

  app.get(
    '/api/bids/:id',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        operationId: 'getBid',
        summary: 'A bid with its project (the project owner and the bid developer only)',
        params: idParamsSchema,
        response: { 200: bidWithProjectSchema, ...refusals(403, 404) },
      },
    },
    async (request) =>
      getBid({ db: app.db, actor: signedInUser(request), input: { bidId: request.params.id } }),
  );

  app.post(
    '/api/bids/:id/accept',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        summary:
          'Accept a pending bid: the project goes in progress, other pending bids are rejected',
        operationId: 'acceptBid',
        params: idParamsSchema,
        // No body schema: the spec sends none, and anything sent is ignored.
        response: { 200: acceptBidResponseSchema, ...refusals(403, 404, 409) },
      },
    },
    async (request) =>
      app.transaction((tx) =>
        acceptBid({ tx, actor: signedInUser(request), input: { bidId: request.params.id } }),
      ),
  );

  app.get(
    '/api/users/:id/bids',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        operationId: 'listUserBids',
        summary: "The signed-in developer's own bids, newest first, with each project",
        params: idParamsSchema,
        querystring: myBidsQuerySchema,
        response: { 200: z.array(myBidSchema), ...refusals(403) },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      if (request.params.id !== user.id) throw forbidden(BID_ERRORS.ownBidsOnly);
      if (user.role !== 'developer') throw forbidden(BID_ERRORS.developerBidsOnly);
      const { limit, cursor, status } = request.query;
      const rows = await listDeveloperBids({
        db: app.db,
        actor: user,
        input: { limit, cursor: decodeCursor(cursor), status },
      });
      return sendPage(request, reply, rows, limit, (row) => toMyBid(row, user.id));
    },
  );
}
