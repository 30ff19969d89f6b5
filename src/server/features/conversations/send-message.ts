import { eq, sql } from 'drizzle-orm';
import type { Message } from '@shared/contract/conversations.js';
import {
  CONVERSATION_LIMITS,
  CONVERSATION_MESSAGES,
} from '@shared/contract/conversations-rules.js';
import type { Command } from '../../core/domain.js';
import { badRequest, forbidden, refuse } from '../../core/errors.js';
import { BLOCK_MESSAGES } from '@shared/contract/safety-rules.js';
import { emit } from '../../core/events/index.js';
import { conversationChannels as channels, messages } from '../../db/schema.js';
import { isBlockedBetween } from '../safety/index.js';
import { findThreadForParticipant, toMessage } from './channel-view.js';

export type SendMessageCommand = Command<{
  threadId: number;
  content: string;
  attachments: { name: string; url: string }[];
  /** Spec 7 lets the client name the sender and the thread; both are checked, never trusted. */
  senderId?: number;
  bodyThreadId?: number;
}>;

/**
 * A participant posts in a thread of their channel. The sender is the acting user; the other
 * participant is notified and both are pushed the message once the transaction commits. A new
 * message brings the channel back out of both participants' archives.
 */
export async function sendMessage({ tx, actor, input }: SendMessageCommand): Promise<Message> {
  if (input.senderId !== undefined && input.senderId !== actor.id) {
    throw forbidden(CONVERSATION_MESSAGES.senderMismatch);
  }
  if (input.bodyThreadId !== undefined && input.bodyThreadId !== input.threadId) {
    throw badRequest(CONVERSATION_MESSAGES.threadMismatch, {
      threadId: [CONVERSATION_MESSAGES.threadMismatch],
    });
  }
  const { thread, channel } = await findThreadForParticipant(tx, actor, input.threadId);
  if (thread.status !== 'open') throw refuse('thread_closed', CONVERSATION_MESSAGES.threadClosed);
  // After a block either way the conversation stays readable, and nobody writes in it
  // (decisions.md, Reports and blocks); the words do not say who blocked whom.
  if (await isBlockedBetween(tx, channel.creatorId, channel.developerId)) {
    throw forbidden(BLOCK_MESSAGES.cannotMessage);
  }

  const [row] = await tx
    .insert(messages)
    .values({
      threadId: thread.id,
      senderId: actor.id,
      content: input.content,
      attachments: input.attachments,
    })
    .returning();
  await tx
    .update(channels)
    .set({ lastMessageAt: sql`now()`, creatorArchivedAt: null, developerArchivedAt: null })
    .where(eq(channels.id, channel.id));

  const message = toMessage({ ...row!, senderUsername: actor.username });
  const recipientId = actor.id === channel.creatorId ? channel.developerId : channel.creatorId;
  const preview = message.content.replace(/\s+/g, ' ').trim();
  await emit(tx, {
    type: 'message.created',
    data: { channelId: channel.id, thread: { id: thread.id, title: thread.title }, message },
    audience: [channel.creatorId, channel.developerId],
    notify: [
      {
        userId: recipientId,
        type: 'message',
        title: `New message from ${actor.username}`,
        content:
          preview.length > CONVERSATION_LIMITS.previewMax
            ? `${preview.slice(0, CONVERSATION_LIMITS.previewMax - 1)}…`
            : preview,
        relatedId: message.id,
      },
    ],
  });
  return message;
}
