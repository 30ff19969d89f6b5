import { ChannelList } from './channel-list';
import { BackToConversations, ConversationView, type ConversationSlots } from './conversation-view';

const tabPath = '/dashboard?tab=messages';

/**
 * The dashboard's Messages tab (spec section 2: `tab=messages&channel={id}&thread={id}`): the
 * conversations, or the one the address names with a way back to them.
 */
export function DashboardMessagesTab({
  userId,
  channelId,
  slots,
}: {
  userId: number;
  channelId: number | null;
  slots?: ConversationSlots;
}) {
  if (channelId !== null)
    return (
      <ConversationView
        channelId={channelId}
        viewerId={userId}
        heading="h2"
        back={<BackToConversations to={tabPath} />}
        slots={slots}
      />
    );
  return (
    <ChannelList
      userId={userId}
      tab="all"
      conversationPath={(channel) => `${tabPath}&channel=${channel.id}`}
    />
  );
}
