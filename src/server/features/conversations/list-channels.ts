import { and, desc, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { ChannelTab } from '@shared/contract/conversations.js';
import type { Query } from '../../core/domain.js';
import { decodeCursor, type CreatedAtCursor } from '../../core/pagination.js';
import { conversationChannels as channels, type UserRow } from '../../db/schema.js';
import { isParticipant, selectChannelSummaries, unreadIn } from './channel-view.js';

/**
 * The viewer's channels, most recent activity first (keyset on last_message_at, id): All leaves
 * out what they archived, Unread keeps those with messages waiting for them, Archived is the rest.
 * Fetches `limit + 1` rows so the route can announce a next page.
 */
export async function listChannels({
  db,
  actor,
  input,
}: Query<{ tab: ChannelTab; limit: number; cursor?: string }, UserRow>) {
  const archivedAt =
    actor.role === 'creator' ? channels.creatorArchivedAt : channels.developerArchivedAt;
  const conditions: (SQL | undefined)[] = [
    isParticipant(actor),
    input.tab === 'archived' ? isNotNull(archivedAt) : isNull(archivedAt),
    input.tab === 'unread' ? sql`${unreadIn(actor.id)} > 0` : undefined,
    after(decodeCursor(input.cursor)),
  ];
  const rows = await selectChannelSummaries(db, actor)
    .where(and(...conditions))
    .orderBy(desc(channels.lastMessageAt), desc(channels.id))
    .limit(input.limit + 1);
  // The page cursor is the sort key: last activity, then id.
  return rows.map((row) => ({ ...row, id: row.channel.id, createdAt: row.channel.lastMessageAt }));
}

function after(cursor: CreatedAtCursor | null): SQL | undefined {
  if (!cursor) return undefined;
  return sql`(${channels.lastMessageAt}, ${channels.id}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id})`;
}
