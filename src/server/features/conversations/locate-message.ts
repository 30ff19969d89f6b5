import { and, eq } from 'drizzle-orm';
import type { MessageLocation } from '@shared/contract/conversations.js';
import { CONVERSATION_MESSAGES } from '@shared/contract/conversations-rules.js';
import type { Query } from '../../core/domain.js';
import { notFound } from '../../core/errors.js';
import {
  conversationChannels as channels,
  conversationThreads as threads,
  messages,
  type UserRow,
} from '../../db/schema.js';
import { isParticipant } from './channel-view.js';

/** Where a message lives, for a participant: a message notification opens its conversation. */
export async function locateMessage({
  db,
  actor,
  input,
}: Query<{ messageId: number }, UserRow>): Promise<MessageLocation> {
  const [row] = await db
    .select({ id: messages.id, threadId: threads.id, channelId: channels.id })
    .from(messages)
    .innerJoin(threads, eq(threads.id, messages.threadId))
    .innerJoin(channels, eq(channels.id, threads.channelId))
    .where(and(eq(messages.id, input.messageId), isParticipant(actor)))
    .limit(1);
  if (!row) throw notFound(CONVERSATION_MESSAGES.messageNotFound);
  return row;
}
