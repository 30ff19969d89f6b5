import { Check, CheckCheck, LoaderCircle, MessagesSquare } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { Message } from '@shared/contract/conversations';
import { CONVERSATION_MESSAGES } from '@shared/contract/conversations-rules';
import { Button } from '@web/components/ui/button';
import { LoadError } from '@web/components/ui/load-error';
import { RelativeTime } from '@web/components/ui/relative-time';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import { useDocumentVisible } from '@web/lib/use-document-visible';
import { useMarkThreadRead } from '../api/mark-thread-read';
import { inReadingOrder, useThreadMessages } from '../api/thread-messages';

/**
 * A thread's messages, oldest at the top: sender, relative time and (on one's own) whether the
 * other side has read it. New messages appear as the socket announces them, scroll into view and
 * are read out by a polite live region; 'Load older messages' keeps the reading position. While
 * the thread is on screen, what the other participant sent is marked read.
 */
export function MessageList({
  threadId,
  threadTitle,
  viewerId,
  messageActions,
}: {
  threadId: number;
  threadTitle: string;
  viewerId: number;
  /** Shown on the other participant's messages (Report: app/conversation-slots.tsx). */
  messageActions?: (message: Message) => ReactNode;
}) {
  const query = useThreadMessages(threadId);
  const messages = inReadingOrder(query.data?.pages);
  const scroller = useRef<HTMLDivElement>(null);
  const announcement = useAnnouncement(query.isSuccess ? messages : null, viewerId);
  useMarkReadWhileVisible(threadId, messages, viewerId);

  // Newest message changed (sent, received, first load): show it. Older pages loaded: stay put.
  const newestId = messages[messages.length - 1]?.id ?? null;
  const oldestId = messages[0]?.id ?? null;
  const fromBottom = useRef<number | null>(null);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newestId]);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && fromBottom.current !== null) {
      element.scrollTop = element.scrollHeight - fromBottom.current;
      fromBottom.current = null;
    }
  }, [oldestId]);
  const loadOlder = () => {
    const element = scroller.current;
    if (element) fromBottom.current = element.scrollHeight - element.scrollTop;
    void query.fetchNextPage();
  };

  return (
    <div>
      <div aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </div>
      <div
        ref={scroller}
        role="region"
        aria-label={`Messages in ${threadTitle}`}
        tabIndex={0}
        className="h-[min(60vh,32rem)] overflow-y-auto rounded-md border border-border bg-background p-3 focus-visible:outline-2 focus-visible:outline-ring sm:p-4"
      >
        {query.isPending ? (
          <div role="status" aria-label="Loading messages" className="space-y-3">
            <Skeleton className="h-14 w-2/3" />
            <Skeleton className="ml-auto h-14 w-1/2" />
            <Skeleton className="h-14 w-3/5" />
          </div>
        ) : query.isError ? (
          <LoadError message="Couldn't load the messages." onRetry={() => void query.refetch()} />
        ) : messages.length === 0 ? (
          <div className="flex h-full flex-col items-center justify-center text-center">
            <MessagesSquare aria-hidden className="mb-2 size-8 text-muted-foreground" />
            <p className="font-semibold">{CONVERSATION_MESSAGES.empty}</p>
            <p className="text-sm text-muted-foreground">Write the first one below.</p>
          </div>
        ) : (
          <>
            {query.hasNextPage && (
              <div className="mb-3 flex flex-col items-center gap-1">
                {query.isFetchNextPageError && (
                  <p role="alert" className="text-sm text-destructive">
                    Could not load older messages. Please try again.
                  </p>
                )}
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={loadOlder}
                  disabled={query.isFetchingNextPage}
                >
                  {query.isFetchingNextPage && (
                    <LoaderCircle aria-hidden className="animate-spin" />
                  )}
                  {query.isFetchingNextPage ? 'Loading...' : 'Load older messages'}
                </Button>
              </div>
            )}
            <ol className="space-y-3">
              {messages.map((message) => (
                <MessageItem
                  key={message.id}
                  message={message}
                  mine={message.senderId === viewerId}
                  actions={message.senderId === viewerId ? null : messageActions?.(message)}
                />
              ))}
            </ol>
          </>
        )}
      </div>
    </div>
  );
}

function MessageItem({
  message,
  mine,
  actions,
}: {
  message: Message;
  mine: boolean;
  actions?: ReactNode;
}) {
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <article
        aria-label={`Message from ${mine ? 'you' : message.senderUsername}`}
        className={cn(
          'max-w-[85%] rounded-lg px-3 py-2 shadow-card sm:max-w-[75%]',
          mine ? 'bg-primary-soft' : 'border border-border bg-surface',
        )}
      >
        <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-muted-foreground">
          <span className="font-semibold text-foreground">
            {mine ? 'You' : message.senderUsername}
          </span>
          <RelativeTime iso={message.createdAt} />
          {/* Negative margins: the actions (an icon button, drawn once its code arrives) fit the
              line as it is, so nothing below moves and the list stays at its newest message. */}
          {actions && <span className="-my-1.5 ml-auto flex h-7 items-center">{actions}</span>}
          {mine &&
            (message.readAt ? (
              <span className="inline-flex items-center gap-0.5">
                <CheckCheck aria-hidden className="size-3.5" /> Read
              </span>
            ) : (
              <span className="inline-flex items-center gap-0.5">
                <Check aria-hidden className="size-3.5" /> Sent
              </span>
            ))}
        </p>
        <p className="mt-1 whitespace-pre-wrap break-words text-sm leading-relaxed">
          {message.content}
        </p>
      </article>
    </li>
  );
}

/**
 * What the live region says: the newest message when it arrives from the other participant
 * (not the ones already there when the thread opened, nor one's own). `messages` is null until
 * the thread has loaded.
 */
function useAnnouncement(messages: Message[] | null, viewerId: number): string {
  const newestId = messages ? (messages[messages.length - 1]?.id ?? null) : undefined;
  const [seen, setSeen] = useState<{ id: number | null | undefined; text: string }>({
    id: newestId,
    text: '',
  });
  if (messages && newestId !== seen.id) {
    const newest = messages[messages.length - 1];
    const text =
      seen.id === undefined || !newest || newest.senderId === viewerId
        ? ''
        : `New message from ${newest.senderUsername}: ${newest.content}`;
    setSeen({ id: newestId, text });
  }
  return seen.text;
}

/** Marks the thread read whenever it shows unread messages from the other side to someone. */
function useMarkReadWhileVisible(threadId: number, messages: Message[], viewerId: number) {
  const visible = useDocumentVisible();
  const markRead = useMarkThreadRead();
  const newestUnread = messages.findLast((m) => m.senderId !== viewerId && m.readAt === null);
  const asked = useRef<number | null>(null);
  const { mutate } = markRead;
  useEffect(() => {
    if (!visible || !newestUnread || asked.current === newestUnread.id) return;
    // Once per newest unread message: a failure is not retried in a loop; the next one asks again.
    asked.current = newestUnread.id;
    // The read is automatic, so success says nothing (no 'Message marked as read' each time a
    // thread is opened); a failure is told in the spec's words.
    mutate(threadId, { onError: () => toast.error(CONVERSATION_MESSAGES.readFailed) });
  }, [visible, newestUnread, threadId, mutate]);
}
