import type { ConversationSlots } from '@web/features/conversations/components/conversation-view';
import { lazyPart } from '@web/lib/lazy-part';

/**
 * The safety feature's pieces other pages show to signed-in users (decisions.md, Reports and
 * blocks): their code (the report form, its schema) loads when first drawn, never for a visitor
 * (lib/lazy-part.tsx).
 */
export const ReportButton = lazyPart(
  'report-button',
  async () => (await import('@web/features/safety/components/report-dialog')).ReportButton,
);

export const UserSafetyActions = lazyPart(
  'user-safety-actions',
  async () => (await import('@web/features/safety/components/safety-actions')).UserSafetyActions,
);

export const BlockedUsersCard = lazyPart(
  'blocked-users-card',
  async () => (await import('@web/features/safety/components/blocked-users-card')).BlockedUsersCard,
);

/** A conversation's Block and Report (the other participant), and Report on their messages. */
export const conversationSlots: ConversationSlots = {
  headerActions: (channel) => (
    <UserSafetyActions userId={channel.otherParty.id} username={channel.otherParty.username} />
  ),
  messageActions: (message) => (
    <ReportButton
      targetType="message"
      targetId={message.id}
      targetName={`${message.senderUsername}'s message`}
      compact
    />
  ),
};
