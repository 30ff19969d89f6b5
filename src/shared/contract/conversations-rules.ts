/**
 * Conversations: the contract's plain part, its messages (the spec's words), limits and small rules,
 * without Zod. Pages import these; a form's schema in ./conversations.ts loads with its validation, on
 * use (src/web/lib/lazy-zod-resolver.ts), so a page that only reads never downloads Zod.
 */

export const CONVERSATION_LIMITS = {
  messageMax: 5000,
  attachmentsMax: 5,
  /** Characters of the latest message shown on a channel card. */
  previewMax: 140,
} as const;

/** Messages of spec sections 5 and 8, word for word where the spec has them. */
export const CONVERSATION_MESSAGES = {
  content: 'Message cannot be empty',
  contentTooLong: `Message must be at most ${CONVERSATION_LIMITS.messageMax} characters`,
  senderMismatch: 'You can only send messages as yourself',
  threadMismatch: 'The thread in the body does not match the thread in the path',
  notParticipant: 'Conversation not found',
  bidNotFound: 'Bid not found',
  bidParticipantsOnly:
    'Only the project owner and the developer who made this bid can talk about it',
  messageNotFound: 'Message not found',
  recipientOnly: 'Only the recipient can mark a message as read',
  threadClosed: 'This thread is closed',
  startFailed: 'Failed to start conversation',
  sendFailed: 'Failed to send message',
  readFailed: 'Failed to mark message as read',
  started: 'Conversation started',
  fetchChannels: 'Failed to fetch channels',
  fetchChannel: 'Failed to fetch channel details',
  signedOut: 'Please log in to view your messages.',
  empty: 'No messages yet',
} as const;

export const CHANNEL_TABS = ['all', 'unread', 'archived'] as const;
