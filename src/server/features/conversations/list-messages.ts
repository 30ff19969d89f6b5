import { and, desc, eq } from 'drizzle-orm';
import type { Message } from '@shared/contract/conversations.js';
import type { Query } from '../../core/domain.js';
import { afterCursor, decodeCursor, encodeCursor } from '../../core/pagination.js';
import { messages, users, type UserRow } from '../../db/schema.js';
import { findThreadForParticipant, messageColumns, toMessage } from './channel-view.js';

/**
 * A page of a thread's messages for a participant: the newest `limit` before the cursor, returned
 * oldest first (newest last, as a conversation reads). The next page holds older messages.
 */
export async function listMessages({
  db,
  actor,
  input,
}: Query<{ threadId: number; limit: number; cursor?: string }, UserRow>): Promise<{
  messages: Message[];
  olderCursor: string | null;
}> {
  await findThreadForParticipant(db, actor, input.threadId);
  const rows = await db
    .select(messageColumns)
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(
      and(
        eq(messages.threadId, input.threadId),
        afterCursor(messages.createdAt, messages.id, decodeCursor(input.cursor)),
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  const oldest = page[page.length - 1];
  return {
    messages: page.reverse().map(toMessage),
    olderCursor: rows.length > input.limit && oldest ? encodeCursor(oldest) : null,
  };
}
