import { ArrowLeft, Ban, FolderOpen, MessageSquareOff } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ChannelSummary, Message } from '@shared/contract/conversations';
import { Link } from 'react-router';
import { CONVERSATION_MESSAGES } from '@shared/contract/conversations-rules';
import { BLOCK_MESSAGES } from '@shared/contract/safety-rules';
import { Avatar } from '@web/components/ui/avatar';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { LoadError } from '@web/components/ui/load-error';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { useOpenThread } from '@web/lib/realtime/open-threads';
import { useAddressParams } from '@web/lib/use-address-params';
import { useChannel } from '../api/get-channel';
import { roleLine } from './channel-card';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';

/**
 * What other features add to a conversation (the app composes them: app/conversation-slots.tsx):
 * Block and Report in its header, Report on the other side's messages.
 */
export interface ConversationSlots {
  headerActions?: (channel: ChannelSummary) => ReactNode;
  messageActions?: (message: Message) => ReactNode;
}

/**
 * One conversation (spec section 2): at /channels/{id} and in the dashboard's Messages tab. The
 * open thread is the address's `thread` parameter (the first thread without one), so a link can
 * open any thread and a reload keeps it.
 */
export function ConversationView({
  channelId,
  viewerId,
  heading: Heading = 'h1',
  back,
  slots = {},
}: {
  channelId: number;
  viewerId: number;
  /** h1 on its own page, h2 inside the dashboard. */
  heading?: 'h1' | 'h2';
  /** A way back to the list of conversations. */
  back?: ReactNode;
  slots?: ConversationSlots;
}) {
  const channel = useChannel(channelId);
  const [params, updateParams] = useAddressParams();
  const requested = Number(params.get('thread'));
  const threads = channel.data?.threads ?? [];
  const thread = threads.find((candidate) => candidate.id === requested) ?? threads[0] ?? null;
  useOpenThread(thread?.id ?? null);

  const missing =
    channelId <= 0 ||
    (channel.error instanceof ApiError &&
      (channel.error.code === 'forbidden' || channel.error.code === 'not_found'));
  if (missing)
    return (
      <div className="space-y-4">
        {back}
        <EmptyState
          icon={MessageSquareOff}
          title={CONVERSATION_MESSAGES.notParticipant}
          description="It does not exist, or you are not one of its two participants."
          action={
            <Button asChild variant="secondary">
              <Link to="/messages">All messages</Link>
            </Button>
          }
        />
      </div>
    );
  if (channel.isError)
    return (
      <div className="space-y-4">
        {back}
        <LoadError
          message={CONVERSATION_MESSAGES.fetchChannel}
          onRetry={() => void channel.refetch()}
        />
      </div>
    );
  if (channel.isPending)
    return (
      <div role="status" aria-label="Loading conversation" className="space-y-4">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-80" />
      </div>
    );

  const data = channel.data;
  const selectThread = (id: number) =>
    updateParams((next) => {
      next.set('thread', String(id));
    });

  return (
    <section aria-labelledby="conversation-title" className="space-y-4">
      {back}
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          <Avatar src={data.otherParty.avatarUrl} name={data.otherParty.username} />
          <div className="min-w-0">
            <Heading
              id="conversation-title"
              className={cn(
                'break-words font-bold',
                Heading === 'h1' ? 'text-2xl sm:text-3xl' : 'text-xl',
              )}
            >
              {data.projectTitle}
            </Heading>
            <p className="text-sm text-muted-foreground">{roleLine(data)}</p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2 self-start">
          <Button asChild size="sm" variant="secondary">
            <Link to={`/projects/${data.projectId}`}>
              <FolderOpen aria-hidden /> View Project
            </Link>
          </Button>
          {slots.headerActions?.(data)}
        </div>
      </header>

      <div className="grid gap-4 md:grid-cols-[12rem_minmax(0,1fr)]">
        <nav aria-label="Threads">
          <p className="mb-2 hidden text-xs font-semibold uppercase tracking-wide text-muted-foreground md:block">
            Threads
          </p>
          <ul className="flex gap-2 overflow-x-auto md:flex-col">
            {threads.map((candidate) => (
              <li key={candidate.id}>
                <button
                  type="button"
                  aria-current={candidate.id === thread?.id ? 'true' : undefined}
                  onClick={() => selectThread(candidate.id)}
                  className={cn(
                    'w-full whitespace-nowrap rounded-md px-3 py-2 text-left text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
                    candidate.id === thread?.id &&
                      'bg-primary-soft text-primary-soft-foreground hover:bg-primary-soft',
                  )}
                >
                  <span aria-hidden className="mr-1 opacity-60">
                    #
                  </span>
                  {candidate.title}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        {thread ? (
          <div className="min-w-0">
            <MessageList
              key={thread.id}
              threadId={thread.id}
              threadTitle={thread.title}
              viewerId={viewerId}
              messageActions={slots.messageActions}
            />
            {data.canMessage ? (
              <MessageComposer
                key={`composer-${thread.id}`}
                threadId={thread.id}
                closed={thread.status !== 'open'}
              />
            ) : (
              <BlockedNotice blockedByViewer={data.blockedByViewer} />
            )}
          </div>
        ) : (
          <EmptyState title="No threads yet" description="This conversation has no threads." />
        )}
      </div>
    </section>
  );
}

/**
 * In place of the composer once either participant blocked the other (decisions.md, Reports and
 * blocks): the blocker is reminded they can unblock; the other side reads only that they cannot
 * write, never that they were blocked.
 */
function BlockedNotice({ blockedByViewer }: { blockedByViewer: boolean }) {
  return (
    <p
      role="status"
      className="mt-3 flex items-start gap-2 rounded-md border border-border bg-muted p-3 text-sm"
    >
      <Ban aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      {blockedByViewer ? BLOCK_MESSAGES.youBlocked : BLOCK_MESSAGES.cannotMessage}
    </p>
  );
}

/** 'All conversations': back to the list the conversation was opened from. */
export function BackToConversations({ to }: { to: string }) {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-2">
      <Link to={to}>
        <ArrowLeft aria-hidden /> All conversations
      </Link>
    </Button>
  );
}
