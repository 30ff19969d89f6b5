import { useParams } from 'react-router';
import { PageSpinner } from '@web/components/ui/spinner';
import {
  BackToConversations,
  ConversationView,
} from '@web/features/conversations/components/conversation-view';
import { useCurrentUser } from '@web/lib/session/current-user';
import { conversationSlots } from '../safety-parts';

/**
 * /channels/{id} (protected): one conversation on its own page, with the safety feature's Block
 * and Report (app/safety-parts.tsx).
 */
export default function ChannelPage() {
  const { user } = useCurrentUser();
  const id = Number(useParams().id);
  if (!user) return <PageSpinner />;
  return (
    <div className="container-page max-w-5xl py-8 sm:py-10">
      <ConversationView
        channelId={Number.isSafeInteger(id) && id > 0 ? id : 0}
        viewerId={user.id}
        back={<BackToConversations to="/messages" />}
        slots={conversationSlots}
      />
    </div>
  );
}
