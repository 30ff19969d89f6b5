import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Query } from '../../core/domain.js';
import {
  conversationChannels as channels,
  conversationThreads as threads,
  messages,
  type UserRow,
} from '../../db/schema.js';
import { isParticipant } from './channel-view.js';

/** Messages waiting for the viewer across all their channels (the header's message badge). */
export async function countUnreadMessages({ db, actor }: Query<void, UserRow>): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(messages)
    .innerJoin(threads, eq(threads.id, messages.threadId))
    .innerJoin(channels, eq(channels.id, threads.channelId))
    .where(and(isParticipant(actor), isNull(messages.readAt), ne(messages.senderId, actor.id)));
  return Number(row?.count ?? 0);
}
