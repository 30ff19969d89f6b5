/**
 * Conversations (spec 7; decisions.md, Conversations and notifications). Every route acts for the
 * session's user; a channel, thread or message the user is not a participant of is a 404, and
 * `/api/users/{id}/…` answers only for the user's own id.
 */
import { z } from 'zod';
import { idParamsSchema } from '@shared/contract/common.js';
import {
  archiveChannelSchema,
  channelDetailSchema,
  channelSummarySchema,
  channelsQuerySchema,
  messageLocationSchema,
  messageSchema,
  messagesQuerySchema,
  sendMessageSchema,
  unreadCountSchema,
} from '@shared/contract/conversations.js';
import { forbidden, refusals } from '../../core/errors.js';
import { sendPage, setNextLink } from '../../core/pagination.js';
import { signedInUser, signedIn } from '../../core/sessions.js';
import type { App } from '../../core/types.js';
import { archiveChannel } from './archive-channel.js';
import { toChannelSummary } from './channel-view.js';
import { countUnreadMessages } from './count-unread.js';
import { getChannel } from './get-channel.js';
import { listChannels } from './list-channels.js';
import { listMessages } from './list-messages.js';
import { locateMessage } from './locate-message.js';
import { markMessageRead, markThreadRead } from './mark-read.js';
import { sendMessage } from './send-message.js';
import { startConversation } from './start-conversation.js';

export const OWN_CONVERSATIONS_ONLY = 'You can only view your own conversations';

export async function conversationsRoutes(app: App) {
  const tags = ['conversations'];

  app.post(
    '/api/bids/:id/conversations',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        operationId: 'startConversation',
        summary: "The bid's conversation, started with a General thread the first time",
        params: idParamsSchema,
        response: { 200: channelDetailSchema, ...refusals(403, 404) },
      },
    },
    async (request) =>
      app.transaction((tx) =>
        startConversation({
          tx,
          actor: signedInUser(request),
          input: { bidId: request.params.id },
        }),
      ),
  );

  app.get(
    '/api/users/:id/channels',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        operationId: 'listChannels',
        summary:
          "The signed-in user's channels, latest activity first (tab: all, unread, archived)",
        params: idParamsSchema,
        querystring: channelsQuerySchema,
        response: { 200: z.array(channelSummarySchema), ...refusals(403) },
      },
    },
    async (request, reply) => {
      const actor = signedInUser(request);
      if (request.params.id !== actor.id) throw forbidden(OWN_CONVERSATIONS_ONLY);
      const rows = await listChannels({ db: app.db, actor, input: request.query });
      return sendPage(request, reply, rows, request.query.limit, (row) =>
        toChannelSummary(row, actor),
      );
    },
  );

  app.get(
    '/api/channels/:id',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        operationId: 'getChannel',
        summary: 'A channel with its threads (participants only)',
        params: idParamsSchema,
        response: { 200: channelDetailSchema, ...refusals(404) },
      },
    },
    async (request) =>
      getChannel({
        db: app.db,
        actor: signedInUser(request),
        input: { channelId: request.params.id },
      }),
  );

  app.patch(
    '/api/channels/:id/archive',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        operationId: 'archiveChannel',
        summary: "Move a channel into or out of the signed-in participant's Archived tab",
        params: idParamsSchema,
        body: archiveChannelSchema,
        response: { 200: channelSummarySchema, ...refusals(404) },
      },
    },
    async (request) =>
      app.transaction((tx) =>
        archiveChannel({
          tx,
          actor: signedInUser(request),
          input: { channelId: request.params.id, archived: request.body.archived },
        }),
      ),
  );

  app.get(
    '/api/threads/:id/messages',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        operationId: 'listMessages',
        summary: "A page of a thread's messages, newest last; the next page holds older ones",
        params: idParamsSchema,
        querystring: messagesQuerySchema,
        response: { 200: z.array(messageSchema), ...refusals(404) },
      },
    },
    async (request, reply) => {
      const page = await listMessages({
        db: app.db,
        actor: signedInUser(request),
        input: { threadId: request.params.id, ...request.query },
      });
      setNextLink(request, reply, page.olderCursor, request.query.limit);
      return page.messages;
    },
  );

  app.post(
    '/api/threads/:id/messages',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        operationId: 'sendMessage',
        summary: 'Send a message in a thread (the sender is the signed-in user)',
        params: idParamsSchema,
        body: sendMessageSchema,
        response: { 201: messageSchema, ...refusals(403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { threadId: bodyThreadId, ...body } = request.body;
      const message = await app.transaction((tx) =>
        sendMessage({
          tx,
          actor: signedInUser(request),
          input: { ...body, threadId: request.params.id, bodyThreadId },
        }),
      );
      return reply.status(201).send(message);
    },
  );

  app.post(
    '/api/threads/:id/read',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        operationId: 'markThreadRead',
        summary: 'Mark every message the other participant sent in a thread as read',
        params: idParamsSchema,
        response: { 200: z.object({ updated: z.number() }), ...refusals(404) },
      },
    },
    async (request) =>
      app.transaction((tx) =>
        markThreadRead({
          tx,
          actor: signedInUser(request),
          input: { threadId: request.params.id },
        }),
      ),
  );

  app.patch(
    '/api/messages/:id/read',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        operationId: 'markMessageRead',
        summary: 'Mark a message read (its recipient only)',
        params: idParamsSchema,
        response: { 200: z.object({ readAt: z.string() }), ...refusals(403, 404) },
      },
    },
    async (request) =>
      app.transaction((tx) =>
        markMessageRead({
          tx,
          actor: signedInUser(request),
          input: { messageId: request.params.id },
        }),
      ),
  );

  app.get(
    '/api/messages/:id',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        operationId: 'getMessageLocation',
        summary: 'Where a message lives (its thread and channel), for its participants',
        params: idParamsSchema,
        response: { 200: messageLocationSchema, ...refusals(404) },
      },
    },
    async (request) =>
      locateMessage({
        db: app.db,
        actor: signedInUser(request),
        input: { messageId: request.params.id },
      }),
  );

  app.get(
    '/api/users/:id/unread-count',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        operationId: 'getUnreadMessageCount',
        summary: 'Messages waiting for the signed-in user',
        params: idParamsSchema,
        response: { 200: unreadCountSchema, ...refusals(403) },
      },
    },
    async (request) => {
      const actor = signedInUser(request);
      if (request.params.id !== actor.id) throw forbidden(OWN_CONVERSATIONS_ONLY);
      return { count: await countUnreadMessages({ db: app.db, actor, input: undefined }) };
    },
  );
}
