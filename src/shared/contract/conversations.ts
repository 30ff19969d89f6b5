/**
 * Conversations between a project's owner and a bidding developer (spec sections 2, 3, 7;
 * decisions.md, Conversations and notifications): one channel per bid, threads in it, messages
 * in threads. Only the two participants ever see any of it.
 */
import { z } from 'zod';
import { httpUrl, idSchema, pageQuerySchema } from './common.js';
import { CONVERSATION_LIMITS, CONVERSATION_MESSAGES, CHANNEL_TABS } from './conversations-rules.js';
export type ChannelTab = (typeof CHANNEL_TABS)[number];

const party = z.object({ id: z.number(), username: z.string(), avatarUrl: z.string().nullable() });

export const threadSchema = z
  .object({
    id: z.number(),
    channelId: z.number(),
    type: z.string(),
    title: z.string(),
    status: z.enum(['open', 'closed']),
    createdAt: z.string(),
  })
  .meta({ id: 'Thread' });
export type Thread = z.infer<typeof threadSchema>;

export const messageSchema = z
  .object({
    id: z.number(),
    threadId: z.number(),
    senderId: z.number(),
    senderUsername: z.string(),
    content: z.string(),
    attachments: z.array(z.object({ name: z.string(), url: z.string() })),
    readAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Message' });
export type Message = z.infer<typeof messageSchema>;

/** A channel as one participant sees it: the other party, their own unread count, the latest message. */
export const channelSummarySchema = z
  .object({
    id: z.number(),
    projectId: z.number(),
    projectTitle: z.string(),
    bidId: z.number().nullable(),
    creatorId: z.number(),
    developerId: z.number(),
    creatorUsername: z.string(),
    developerUsername: z.string(),
    /** The viewer's role in this channel (the card's role line). */
    viewerRole: z.enum(['creator', 'developer']),
    otherParty: party,
    status: z.enum(['active', 'archived', 'closed']),
    archived: z.boolean(),
    unreadCount: z.number(),
    /**
     * False once either participant blocked the other (decisions.md, Reports and blocks): the
     * conversation stays readable, nobody writes in it.
     */
    canMessage: z.boolean(),
    /** The viewer is the one who blocked (they may unblock); never says the reverse. */
    blockedByViewer: z.boolean(),
    latestMessage: z
      .object({
        id: z.number(),
        threadId: z.number(),
        senderId: z.number(),
        preview: z.string(),
        createdAt: z.string(),
      })
      .nullable(),
    lastMessageAt: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'Channel' });
export type ChannelSummary = z.infer<typeof channelSummarySchema>;

/** GET /api/channels/{id}, and the answer to POST /api/bids/{id}/conversations. */
export const channelDetailSchema = channelSummarySchema
  .extend({ threads: z.array(threadSchema) })
  .meta({ id: 'ChannelDetail' });
export type ChannelDetail = z.infer<typeof channelDetailSchema>;

export const channelsQuerySchema = pageQuerySchema.extend({
  tab: z.enum(CHANNEL_TABS, { message: 'tab must be all, unread or archived' }).default('all'),
});
export type ChannelsQuery = z.input<typeof channelsQuerySchema>;

export const messagesQuerySchema = pageQuerySchema;

const attachment = z.object({
  name: z.string().trim().min(1).max(200),
  url: httpUrl('Attachments must be http(s) links'),
});

/** POST /api/threads/{id}/messages (spec 7: threadId, senderId, content, attachments). */
export const sendMessageSchema = z.object({
  content: z
    .string({ message: CONVERSATION_MESSAGES.content })
    .max(CONVERSATION_LIMITS.messageMax, { message: CONVERSATION_MESSAGES.contentTooLong })
    .refine((value) => value.trim().length > 0, { message: CONVERSATION_MESSAGES.content }),
  attachments: z.array(attachment).max(CONVERSATION_LIMITS.attachmentsMax).default([]),
  senderId: idSchema.optional(),
  threadId: idSchema.optional(),
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;

export const archiveChannelSchema = z.object({
  archived: z.boolean({ message: 'archived must be true or false' }),
});

/** GET /api/messages/{id}: where a message lives, so a notification can open its conversation. */
export const messageLocationSchema = z.object({
  id: z.number(),
  threadId: z.number(),
  channelId: z.number(),
});
export type MessageLocation = z.infer<typeof messageLocationSchema>;

export const unreadCountSchema = z.object({ count: z.number() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;
