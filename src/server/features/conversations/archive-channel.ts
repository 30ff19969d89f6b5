import { and, eq, sql } from 'drizzle-orm';
import type { ChannelSummary } from '@shared/contract/conversations.js';
import type { Command } from '../../core/domain.js';
import { conversationChannels as channels } from '../../db/schema.js';
import { findChannelSummary, isParticipant } from './channel-view.js';

/** A participant moves the channel into (or out of) their own Archived tab; the other is unaffected. */
export async function archiveChannel({
  tx,
  actor,
  input,
}: Command<{ channelId: number; archived: boolean }>): Promise<ChannelSummary> {
  await findChannelSummary(tx, actor, input.channelId);
  const value = input.archived ? sql`now()` : null;
  await tx
    .update(channels)
    .set(actor.role === 'creator' ? { creatorArchivedAt: value } : { developerArchivedAt: value })
    .where(and(eq(channels.id, input.channelId), isParticipant(actor)));
  return findChannelSummary(tx, actor, input.channelId);
}
