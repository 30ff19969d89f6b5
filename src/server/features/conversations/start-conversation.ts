import { eq } from 'drizzle-orm';
import type { ChannelDetail } from '@shared/contract/conversations.js';
import { CONVERSATION_MESSAGES } from '@shared/contract/conversations-rules.js';
import { BLOCK_MESSAGES } from '@shared/contract/safety-rules.js';
import type { Command } from '../../core/domain.js';
import { forbidden, notFound } from '../../core/errors.js';
import {
  bids,
  conversationChannels as channels,
  conversationThreads as threads,
  projects,
} from '../../db/schema.js';
import { canViewProject } from '../projects/index.js';
import { isBlockedBetween } from '../safety/index.js';
import { getChannel } from './get-channel.js';

export const FIRST_THREAD = { type: 'general', title: 'General' } as const;

/**
 * The bid's conversation (decisions.md): the existing channel, or a new one with a first
 * `General` thread. Only the project's owner and the bid's developer may start or open it, and
 * neither starts one once either blocked the other. The
 * unique index on bid_id makes two clicks at once create one channel: the second insert waits for
 * the first to commit, does nothing, and reads the channel the first one made.
 */
export async function startConversation({
  tx,
  actor,
  input,
}: Command<{ bidId: number }>): Promise<ChannelDetail> {
  const [bid] = await tx
    .select({
      id: bids.id,
      projectId: bids.projectId,
      developerId: bids.finisherId,
      creatorId: projects.submitterId,
      project: {
        status: projects.status,
        submitterId: projects.submitterId,
        finisherId: projects.finisherId,
      },
    })
    .from(bids)
    .innerJoin(projects, eq(projects.id, bids.projectId))
    .where(eq(bids.id, input.bidId))
    .limit(1);
  if (!bid) throw notFound(CONVERSATION_MESSAGES.bidNotFound);
  if (actor.id !== bid.creatorId && actor.id !== bid.developerId) {
    // On a project hidden from them (paused, cancelled), the bid is not there for others.
    if (!canViewProject(bid.project, actor.id)) throw notFound(CONVERSATION_MESSAGES.bidNotFound);
    throw forbidden(CONVERSATION_MESSAGES.bidParticipantsOnly);
  }

  // An existing conversation stays readable after a block; a new one is not started
  // (decisions.md, Reports and blocks).
  const [existing] = await tx
    .select({ id: channels.id })
    .from(channels)
    .where(eq(channels.bidId, bid.id))
    .limit(1);
  if (existing) return getChannel({ db: tx, actor, input: { channelId: existing.id } });
  if (await isBlockedBetween(tx, bid.creatorId, bid.developerId)) {
    throw forbidden(BLOCK_MESSAGES.cannotMessage);
  }

  const [created] = await tx
    .insert(channels)
    .values({
      projectId: bid.projectId,
      bidId: bid.id,
      creatorId: bid.creatorId,
      developerId: bid.developerId,
    })
    .onConflictDoNothing({ target: channels.bidId })
    .returning({ id: channels.id });
  if (created) await tx.insert(threads).values({ channelId: created.id, ...FIRST_THREAD });

  const [channel] = await tx
    .select({ id: channels.id })
    .from(channels)
    .where(eq(channels.bidId, bid.id))
    .limit(1);
  return getChannel({ db: tx, actor, input: { channelId: channel!.id } });
}
