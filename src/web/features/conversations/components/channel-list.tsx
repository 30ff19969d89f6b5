import { Archive, Inbox, MessagesSquare } from 'lucide-react';
import type { ChannelSummary, ChannelTab } from '@shared/contract/conversations';
import { CONVERSATION_MESSAGES } from '@shared/contract/conversations-rules';
import { EmptyState } from '@web/components/ui/empty-state';
import { LoadError } from '@web/components/ui/load-error';
import { LoadMore } from '@web/components/ui/load-more';
import { Skeleton } from '@web/components/ui/skeleton';
import { useChannels } from '../api/list-channels';
import { ChannelCard } from './channel-card';

const EMPTY: Record<ChannelTab, { icon: typeof Inbox; title: string; description: string }> = {
  all: {
    icon: MessagesSquare,
    title: CONVERSATION_MESSAGES.empty,
    description:
      "Conversations start from a bid: the project's owner and the developer who bid can use 'Message' on it.",
  },
  unread: {
    icon: Inbox,
    title: 'No unread messages',
    description: "You're all caught up.",
  },
  archived: {
    icon: Archive,
    title: 'No archived conversations',
    description: 'Conversations you archive wait here until either of you writes again.',
  },
};

/** The signed-in user's conversations in one tab (All, Unread, Archived), page after page. */
export function ChannelList({
  userId,
  tab,
  conversationPath,
}: {
  userId: number;
  tab: ChannelTab;
  conversationPath: (channel: ChannelSummary) => string;
}) {
  const channels = useChannels(userId, tab);
  const items = channels.data?.pages.flatMap((page) => page.items) ?? [];

  if (channels.isPending)
    return (
      <div role="status" aria-label="Loading conversations" className="space-y-4">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-40 rounded-lg" />
        ))}
      </div>
    );
  if (channels.isError)
    return (
      <LoadError
        message={CONVERSATION_MESSAGES.fetchChannels}
        onRetry={() => void channels.refetch()}
      />
    );
  if (items.length === 0) {
    const empty = EMPTY[tab];
    return <EmptyState icon={empty.icon} title={empty.title} description={empty.description} />;
  }
  return (
    <>
      <ul className="space-y-4" aria-label="Conversations">
        {items.map((channel) => (
          <li key={channel.id}>
            <ChannelCard
              channel={channel}
              viewerId={userId}
              conversationPath={conversationPath(channel)}
            />
          </li>
        ))}
      </ul>
      <LoadMore query={channels} errorMessage="Could not load more conversations." />
    </>
  );
}
