import type { ChannelTab } from '@shared/contract/conversations';
import { CHANNEL_TABS, CONVERSATION_MESSAGES } from '@shared/contract/conversations-rules';
import { Navigate, Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page-header';
import { Spinner } from '@web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { errorMessage } from '@web/lib/api-client';
import { useCurrentUser } from '@web/lib/session/current-user';
import { useAddressParams } from '@web/lib/use-address-params';
import { useMessageLocation } from '../api/locate-message';
import { ChannelList } from '../components/channel-list';

const TAB_LABELS: Record<ChannelTab, string> = {
  all: 'All',
  unread: 'Unread',
  archived: 'Archived',
};

/**
 * /messages (protected; spec section 2): the user's conversations in the All, Unread and Archived
 * tabs. `?messageId=` (a notification's link) opens that message's conversation instead.
 */
export default function MessagesPage() {
  const { user } = useCurrentUser();
  const [params, updateParams] = useAddressParams();
  const messageId = Number(params.get('messageId'));
  const requested = params.get('tab');
  const tab = CHANNEL_TABS.find((candidate) => candidate === requested) ?? 'all';

  if (!user)
    return (
      <div className="container-page py-16 text-center">
        <p className="text-muted-foreground">{CONVERSATION_MESSAGES.signedOut}</p>
        <Button asChild className="mt-4">
          <Link to="/auth?next=/messages">Log in</Link>
        </Button>
      </div>
    );

  return (
    <div className="container-page max-w-4xl py-8 sm:py-10">
      <PageHeader
        title="Messages"
        subtitle="Your conversations with owners and developers about bids."
      />
      {Number.isSafeInteger(messageId) && messageId > 0 && <OpenMessage messageId={messageId} />}
      <Tabs
        value={tab}
        onValueChange={(value) =>
          updateParams((next) => {
            next.delete('messageId');
            if (value === 'all') next.delete('tab');
            else next.set('tab', value);
          })
        }
      >
        <TabsList>
          {CHANNEL_TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {TAB_LABELS[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        {CHANNEL_TABS.map((value) => (
          <TabsContent key={value} value={value}>
            <ChannelList
              userId={user.id}
              tab={value}
              conversationPath={(channel) => `/channels/${channel.id}`}
            />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

/** Finds the message's conversation and goes there; says so when it cannot. */
function OpenMessage({ messageId }: { messageId: number }) {
  const location = useMessageLocation(messageId);
  if (location.isSuccess)
    return (
      <Navigate
        to={`/channels/${location.data.channelId}?thread=${location.data.threadId}`}
        replace
      />
    );
  if (location.isError)
    return (
      <p role="alert" className="mb-6 rounded-md bg-destructive-soft p-3 text-sm text-destructive">
        {errorMessage(location.error, CONVERSATION_MESSAGES.messageNotFound)}
      </p>
    );
  return <Spinner label="Opening the conversation..." showLabel className="mb-6 justify-start" />;
}
