import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { CONVERSATION_MESSAGES } from '@shared/contract/conversations-rules.js';
import type { Command } from '../../core/domain.js';
import { forbidden, notFound } from '../../core/errors.js';
import { emit } from '../../core/events/index.js';
import {
  conversationChannels as channels,
  conversationThreads as threads,
  messages,
  notifications,
} from '../../db/schema.js';
import { findThreadForParticipant, isParticipant } from './channel-view.js';

/** PATCH /api/messages/{id}/read: the recipient marks one message read (the sender cannot). */
export async function markMessageRead({
  tx,
  actor,
  input,
}: Command<{ messageId: number }>): Promise<{ readAt: string }> {
  const [found] = await tx
    .select({ message: messages, channel: channels })
    .from(messages)
    .innerJoin(threads, eq(threads.id, messages.threadId))
    .innerJoin(channels, eq(channels.id, threads.channelId))
    .where(and(eq(messages.id, input.messageId), isParticipant(actor)))
    .limit(1);
  if (!found) throw notFound(CONVERSATION_MESSAGES.messageNotFound);
  if (found.message.senderId === actor.id) throw forbidden(CONVERSATION_MESSAGES.recipientOnly);
  if (found.message.readAt) return { readAt: found.message.readAt.toISOString() };

  const [updated] = await tx
    .update(messages)
    .set({ readAt: sql`now()` })
    .where(and(eq(messages.id, found.message.id), isNull(messages.readAt)))
    .returning({ readAt: messages.readAt });
  await announceRead(tx, actor.id, found.channel, found.message.threadId, [found.message.id]);
  return { readAt: updated!.readAt!.toISOString() };
}

/** POST /api/threads/{id}/read: everything the other participant sent in a thread, at once. */
export async function markThreadRead({
  tx,
  actor,
  input,
}: Command<{ threadId: number }>): Promise<{ updated: number }> {
  const { channel } = await findThreadForParticipant(tx, actor, input.threadId);
  const read = await tx
    .update(messages)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(messages.threadId, input.threadId),
        isNull(messages.readAt),
        ne(messages.senderId, actor.id),
      ),
    )
    .returning({ id: messages.id });
  if (read.length > 0) {
    await announceRead(
      tx,
      actor.id,
      channel,
      input.threadId,
      read.map((row) => row.id),
    );
  }
  return { updated: read.length };
}

async function announceRead(
  tx: Command<unknown>['tx'],
  readerId: number,
  channel: typeof channels.$inferSelect,
  threadId: number,
  messageIds: number[],
) {
  // The reader's notifications of what was just read are read too: one unread signal, not two.
  await tx
    .update(notifications)
    .set({ isRead: true })
    .where(
      and(
        eq(notifications.userId, readerId),
        eq(notifications.type, 'message'),
        eq(notifications.isRead, false),
        inArray(notifications.relatedId, messageIds),
      ),
    );
  await emit(tx, {
    type: 'message.read',
    data: { channelId: channel.id, threadId, messageIds },
    audience: [channel.creatorId, channel.developerId],
  });
}
