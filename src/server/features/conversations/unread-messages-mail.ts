/**
 * The new-message mail (decisions.md, "Email"): a message still unread MESSAGE_EMAIL_DELAY_SECONDS
 * after it was sent is mailed, with the others of the same conversation sent since, in one mail
 * per conversation per delay. The first message of a quiet conversation enqueues the job (in its
 * transaction) for `sent + delay`; messages until then find it waiting (its unique key) and are
 * listed by it. When it runs, only what is still unread is listed, and nothing is sent when all
 * of it was read. Sent through the email feature (its `message` setting and unsubscribe headers).
 */
import { and, asc, eq, gte, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PublishedEvent } from '../../core/events/index.js';
import { enqueue } from '../../core/jobs/index.js';
import type { RenderedMail } from '../../core/mail/render.js';
import type { Transaction } from '../../db/client.js';
import {
  conversationChannels,
  conversationThreads,
  messages,
  projects,
  users,
} from '../../db/schema.js';
import { wantsEmail, type ActivityMailContext } from '../email/index.js';
import { newMessagesMail } from './message-mail.js';

export const UNREAD_MESSAGES_JOB = 'mail.unread-messages';

export interface UnreadMessagesPayload {
  channelId: number;
  userId: number;
  /** The first message this mail is about; older ones were another mail's. */
  since: string;
}

export async function enqueueUnreadMessagesMail(
  tx: Transaction,
  event: PublishedEvent,
  delaySeconds: number,
) {
  if (event.type !== 'message.created') return;
  const { channelId, message } = event.data;
  for (const userId of new Set(event.notifications.map((n) => n.userId))) {
    if (!(await wantsEmail(tx, userId, 'message'))) continue;
    const payload: UnreadMessagesPayload = { channelId, userId, since: message.createdAt };
    await enqueue(tx, UNREAD_MESSAGES_JOB, payload, {
      runAt: new Date(Date.parse(message.createdAt) + delaySeconds * 1000),
      uniqueKey: `${UNREAD_MESSAGES_JOB}:${channelId}:${userId}`,
    });
  }
}

export async function renderUnreadMessagesMail(
  context: ActivityMailContext,
  payload: UnreadMessagesPayload,
): Promise<RenderedMail | null> {
  const { db, recipient } = context;
  const [channel] = await db
    .select({
      creatorId: conversationChannels.creatorId,
      developerId: conversationChannels.developerId,
      projectTitle: projects.name,
    })
    .from(conversationChannels)
    .innerJoin(projects, eq(projects.id, conversationChannels.projectId))
    .where(eq(conversationChannels.id, payload.channelId));
  if (!channel) return null;
  const unread = await db
    .select({
      senderName: users.username,
      sentAt: messages.createdAt,
      body: messages.content,
    })
    .from(messages)
    .innerJoin(conversationThreads, eq(conversationThreads.id, messages.threadId))
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(
      and(
        eq(conversationThreads.channelId, payload.channelId),
        ne(messages.senderId, recipient.id),
        isNull(messages.readAt),
        gte(messages.createdAt, new Date(payload.since)),
      ),
    )
    .orderBy(asc(messages.createdAt), asc(messages.id));
  if (unread.length === 0) return null;
  const counterpartId =
    recipient.id === channel.creatorId ? channel.developerId : channel.creatorId;
  const [counterpart] = await db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, counterpartId));
  return newMessagesMail({
    siteUrl: context.siteUrl,
    recipientName: recipient.username,
    unsubscribeUrl: context.unsubscribeUrl,
    channelId: payload.channelId,
    counterpartName: counterpart?.username ?? unread[0]!.senderName,
    projectTitle: channel.projectTitle,
    messages: unread,
  });
}

/** The job and its hook, defined when the conversations feature starts. */
export function registerUnreadMessagesMail(app: FastifyInstance, delaySeconds: number) {
  app.events.onEmit((tx, event) => enqueueUnreadMessagesMail(tx, event, delaySeconds));
  app.jobs.define(UNREAD_MESSAGES_JOB, {
    run: (payload: UnreadMessagesPayload) =>
      app.email.sendActivity(payload.userId, 'message', 'message.unread', (context) =>
        renderUnreadMessagesMail(context, payload),
      ),
  });
}
