import { useParams } from 'react-router';
import { PageSpinner } from '@web/components/ui/spinner';
import { useCurrentUser } from '@web/lib/session/current-user';
import { BackToConversations, ConversationView } from '../components/conversation-view';

/** /channels/{id} (protected): one conversation on its own page. */
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
      />
    </div>
  );
}
