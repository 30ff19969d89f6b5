/**
 * How a channel reads for one of its two participants, selected in one query for any number of
 * channels: the project's title, both usernames, the viewer's unread count and the latest
 * message (lateral subqueries over indexed foreign keys; no N+1).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ChannelSummary, Message } from '@shared/contract/conversations.js';
import {
  CONVERSATION_LIMITS,
  CONVERSATION_MESSAGES,
} from '@shared/contract/conversations-rules.js';
import { notFound } from '../../core/errors.js';
import { blockedBy, eitherBlocks } from '../safety/index.js';
import { qualified } from '../../db/qualified.js';
import type { Queryable } from '../../db/client.js';
import {
  conversationChannels as channels,
  conversationThreads as threads,
  messages,
  projects,
  users,
  type UserRow,
} from '../../db/schema.js';

const creators = alias(users, 'creator');
const developers = alias(users, 'developer');

/** The participant column the viewer sits in: creators own projects, developers bid on them. */
export const participantColumn = (viewer: Pick<UserRow, 'role'>) =>
  viewer.role === 'creator' ? channels.creatorId : channels.developerId;

export const isParticipant = (viewer: Pick<UserRow, 'id' | 'role'>): SQL =>
  eq(participantColumn(viewer), viewer.id);

/** Unread for `viewerId`: messages of the channel the other party sent and nobody has read. */
export const unreadIn = (viewerId: number) => sql<number>`(
  select count(*)::int from ${messages}
  join ${threads} on ${threads.id} = ${messages.threadId}
  where ${threads.channelId} = ${qualified(channels.id)}
    and ${messages.readAt} is null and ${messages.senderId} <> ${viewerId})`;

export function selectChannelSummaries(db: Queryable, viewer: Pick<UserRow, 'id' | 'role'>) {
  // json_build_object comes back parsed (node-postgres and PGlite both decode json).
  const latest = sql<LatestMessageRow | null>`(
    select json_build_object(
      'id', m.id, 'threadId', m.thread_id, 'senderId', m.sender_id,
      'preview', left(m.content, ${CONVERSATION_LIMITS.previewMax}), 'createdAt', m.created_at)
    from ${messages} m join ${threads} t on t.id = m.thread_id
    where t.channel_id = ${qualified(channels.id)}
    order by m.created_at desc, m.id desc limit 1)`;
  return db
    .select({
      channel: channels,
      projectTitle: projects.name,
      creator: { id: creators.id, username: creators.username, avatarUrl: creators.avatarUrl },
      developer: {
        id: developers.id,
        username: developers.username,
        avatarUrl: developers.avatarUrl,
      },
      unreadCount: unreadIn(viewer.id),
      latestMessage: latest,
      // Blocks are private (decisions.md, Reports and blocks): the viewer learns whether they can
      // write, and whether they are the one who blocked; never that the other side blocked them.
      blocked: eitherBlocks(qualified(channels.creatorId), qualified(channels.developerId)),
      blockedByViewer: sql<boolean>`(${blockedBy(viewer.id, qualified(channels.creatorId))}
        or ${blockedBy(viewer.id, qualified(channels.developerId))})`,
    })
    .from(channels)
    .innerJoin(projects, eq(projects.id, channels.projectId))
    .innerJoin(creators, eq(creators.id, channels.creatorId))
    .innerJoin(developers, eq(developers.id, channels.developerId));
}

interface LatestMessageRow {
  id: number;
  threadId: number;
  senderId: number;
  preview: string;
  createdAt: string;
}

export type ChannelSummaryRow = Awaited<ReturnType<typeof selectChannelSummaries>>[number];

export function toChannelSummary(
  row: ChannelSummaryRow,
  viewer: Pick<UserRow, 'id'>,
): ChannelSummary {
  const { channel } = row;
  const viewerRole = viewer.id === channel.creatorId ? 'creator' : 'developer';
  const archivedAt =
    viewerRole === 'creator' ? channel.creatorArchivedAt : channel.developerArchivedAt;
  return {
    id: channel.id,
    projectId: channel.projectId,
    projectTitle: row.projectTitle,
    bidId: channel.bidId,
    creatorId: channel.creatorId,
    developerId: channel.developerId,
    creatorUsername: row.creator.username,
    developerUsername: row.developer.username,
    viewerRole,
    otherParty: viewerRole === 'creator' ? row.developer : row.creator,
    status: channel.status as ChannelSummary['status'],
    archived: archivedAt !== null,
    unreadCount: Number(row.unreadCount),
    canMessage: !row.blocked,
    blockedByViewer: Boolean(row.blockedByViewer),
    latestMessage: row.latestMessage
      ? { ...row.latestMessage, createdAt: new Date(row.latestMessage.createdAt).toISOString() }
      : null,
    lastMessageAt: channel.lastMessageAt.toISOString(),
    createdAt: channel.createdAt.toISOString(),
  };
}

/** One channel as the viewer sees it; 404 unless the viewer is one of its two participants. */
export async function findChannelSummary(
  db: Queryable,
  viewer: Pick<UserRow, 'id' | 'role'>,
  channelId: number,
): Promise<ChannelSummary> {
  const [row] = await selectChannelSummaries(db, viewer)
    .where(and(eq(channels.id, channelId), isParticipant(viewer)))
    .limit(1);
  if (!row) throw notFound(CONVERSATION_MESSAGES.notParticipant);
  return toChannelSummary(row, viewer);
}

/** The thread with its channel, when the viewer is a participant; otherwise 404. */
export async function findThreadForParticipant(
  db: Queryable,
  viewer: Pick<UserRow, 'id' | 'role'>,
  threadId: number,
) {
  const [row] = await db
    .select({ thread: threads, channel: channels })
    .from(threads)
    .innerJoin(channels, eq(channels.id, threads.channelId))
    .where(and(eq(threads.id, threadId), isParticipant(viewer)))
    .limit(1);
  if (!row) throw notFound(CONVERSATION_MESSAGES.notParticipant);
  return row;
}

export const messageColumns = {
  id: messages.id,
  threadId: messages.threadId,
  senderId: messages.senderId,
  senderUsername: users.username,
  content: messages.content,
  attachments: messages.attachments,
  readAt: messages.readAt,
  createdAt: messages.createdAt,
};

export function toMessage(row: {
  id: number;
  threadId: number;
  senderId: number;
  senderUsername: string;
  content: string;
  attachments: unknown;
  readAt: Date | null;
  createdAt: Date;
}): Message {
  return {
    ...row,
    attachments: (row.attachments ?? []) as Message['attachments'],
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
