import { asc, eq } from 'drizzle-orm';
import type { ChannelDetail, Thread } from '@shared/contract/conversations.js';
import type { Query } from '../../core/domain.js';
import { conversationThreads as threads, type UserRow } from '../../db/schema.js';
import { findChannelSummary } from './channel-view.js';

/** A channel with its threads, oldest first, for one of its participants (404 for anyone else). */
export async function getChannel({
  db,
  actor,
  input,
}: Query<{ channelId: number }, UserRow>): Promise<ChannelDetail> {
  const summary = await findChannelSummary(db, actor, input.channelId);
  const rows = await db
    .select()
    .from(threads)
    .where(eq(threads.channelId, summary.id))
    .orderBy(asc(threads.createdAt), asc(threads.id))
    .limit(100);
  return { ...summary, threads: rows.map(toThread) };
}

export function toThread(row: typeof threads.$inferSelect): Thread {
  return {
    id: row.id,
    channelId: row.channelId,
    type: row.type,
    title: row.title,
    status: row.status as Thread['status'],
    createdAt: row.createdAt.toISOString(),
  };
}
