import {
  acceptBidResponseSchema,
  bidViewSchema,
  bidTableRowSchema,
  bidWithProjectSchema,
  createBidSchema,
  declineBidSchema,
  invitationSchema,
  inviteToBidSchema,
  myBidSchema,
  myBidsQuerySchema,
  shortlistBidSchema,
  updateBidSchema,
} from '@shared/contract/bids.js';
import { BID_STATUSES } from '@shared/constants.js';
import { BID_ERRORS, BID_MESSAGES } from '@shared/contract/bids-rules.js';
import { idParamsSchema } from '@shared/contract/common.js';
import { z } from 'zod';
import { forbidden, refusals } from '../../core/errors.js';
import { decodeCursor, sendPage } from '../../core/pagination.js';
import { signedInUser, signedIn } from '../../core/sessions.js';
import type { App } from '../../core/types.js';
import { acceptBid } from './accept-bid.js';
import { listBidTable } from './bid-table.js';
import { declineBid, shortlistBid } from './manage-bid.js';
import { inviteToBid, listInvitations } from './invitations.js';
import { pageQuerySchema } from '@shared/contract/common.js';
import { createBid } from './create-bid.js';
import { getBid } from './get-bid.js';
import { updateBid, withdrawBid } from './revise-bid.js';
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

  app.patch(
    '/api/bids/:id',
    {
      onRequest: signedIn({ message: BID_MESSAGES.signedOut }),
      schema: {
        tags,
        operationId: 'updateBid',
        summary:
          'Change your pending bid (amount, timeline, message) until the owner decides; the owner is told',
        params: idParamsSchema,
        body: updateBidSchema,
        response: { 200: bidViewSchema, ...refusals(403, 404, 409) },
      },
    },
    async (request) =>
      app.transaction((tx) =>
        updateBid({
          tx,
          actor: signedInUser(request),
          input: { bidId: request.params.id, ...request.body },
        }),
      ),
  );

  app.delete(
    '/api/bids/:id',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        operationId: 'withdrawBid',
        summary:
          'Withdraw your pending bid until the owner decides (it is removed; you may bid again); the owner is told',
        params: idParamsSchema,
        response: {
          200: z.object({ id: z.number(), projectId: z.number() }),
          ...refusals(403, 404, 409),
        },
      },
    },
    async (request) =>
      app.transaction((tx) =>
        withdrawBid({ tx, actor: signedInUser(request), input: { bidId: request.params.id } }),
      ),
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

  app.get(
    '/api/projects/:id/bid-table',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        operationId: 'listBidTable',
        summary:
          "The project's bids as its owner weighs them: terms, the developer's record, shortlist marks",
        params: idParamsSchema,
        response: { 200: z.array(bidTableRowSchema), ...refusals(403, 404) },
      },
    },
    async (request) =>
      listBidTable({
        db: app.db,
        actor: signedInUser(request),
        input: { projectId: request.params.id },
      }),
  );

  app.put(
    '/api/bids/:id/shortlist',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        operationId: 'shortlistBid',
        summary: "Mark or unmark a bid as shortlisted (the project owner's private list)",
        params: idParamsSchema,
        body: shortlistBidSchema,
        response: {
          200: z.object({ id: z.number(), shortlisted: z.boolean() }),
          ...refusals(403, 404),
        },
      },
    },
    async (request) =>
      app.transaction((tx) =>
        shortlistBid({
          tx,
          actor: signedInUser(request),
          input: { bidId: request.params.id, shortlisted: request.body.shortlisted },
        }),
      ),
  );

  app.post(
    '/api/bids/:id/decline',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        operationId: 'declineBid',
        summary: 'Decline a pending bid, with an optional reason the developer is told',
        params: idParamsSchema,
        body: declineBidSchema,
        response: {
          200: z.object({ id: z.number(), status: z.enum(BID_STATUSES) }),
          ...refusals(403, 404, 409),
        },
      },
    },
    async (request) =>
      app.transaction((tx) =>
        declineBid({
          tx,
          actor: signedInUser(request),
          input: { bidId: request.params.id, reason: request.body.reason },
        }),
      ),
  );

  app.post(
    '/api/projects/:id/invitations',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        operationId: 'inviteToBid',
        summary: 'Invite a developer to bid on your open project, with an optional note',
        params: idParamsSchema,
        body: inviteToBidSchema,
        response: { 201: invitationSchema, ...refusals(403, 404, 409) },
      },
    },
    async (request, reply) => {
      const invitation = await app.transaction((tx) =>
        inviteToBid({
          tx,
          actor: signedInUser(request),
          input: { projectId: request.params.id, ...request.body },
        }),
      );
      return reply.status(201).send(invitation);
    },
  );

  app.get(
    '/api/users/:id/invitations',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        operationId: 'listInvitations',
        summary: "The signed-in developer's invitations to bid, newest first",
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: z.array(invitationSchema), ...refusals(403) },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      if (request.params.id !== user.id) throw forbidden(BID_ERRORS.ownInvitationsOnly);
      const { limit, cursor } = request.query;
      const rows = await listInvitations({
        db: app.db,
        actor: user,
        input: { limit, cursor: decodeCursor(cursor) },
      });
      return sendPage(request, reply, rows, limit, (row) => row.invitation);
    },
  );
}
