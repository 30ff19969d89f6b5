import type { ChannelTab } from '@shared/contract/conversations';

/**
 * Every conversations query key, from one factory; all start with `['conversations']`, so a new
 * message or a read receipt on the socket refreshes the channel lists, the open conversation and
 * the header's unread count at once (app/realtime-links.ts).
 */
export const conversationKeys = {
  all: ['conversations'] as const,
  channels: (userId: number, tab: ChannelTab) =>
    ['conversations', 'channels', userId, tab] as const,
  channel: (channelId: number) => ['conversations', 'channel', channelId] as const,
  /** A thread's messages, newest page first (each page oldest to newest). */
  messages: (threadId: number) => ['conversations', 'messages', threadId] as const,
  unreadCount: (userId: number) => ['conversations', 'unread-count', userId] as const,
  messageLocation: (messageId: number) => ['conversations', 'message-location', messageId] as const,
};

/** The conversations feature's changes; app/query-links.ts refreshes other features' data after them. */
export const conversationMutationKeys = {
  start: ['conversations', 'start'] as const,
  send: ['conversations', 'send'] as const,
  markThreadRead: ['conversations', 'mark-thread-read'] as const,
  archive: ['conversations', 'archive'] as const,
};
