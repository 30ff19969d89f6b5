import {
  InfiniteQueryObserver,
  QueryObserver,
  QueryClient,
  type InfiniteData,
  type QueryKey,
} from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '@shared/contract/realtime';
import type { EventType } from '@shared/events';
import { createRealtimeRefresher, staleAfter } from './realtime-links';

const roots = (message: ServerMessage) => staleAfter(message).map((key) => key[0]);

const notification = (type: 'bid' | 'message' | 'notification'): ServerMessage => ({
  type: 'notification',
  notification: {
    id: 1,
    userId: 7,
    type,
    title: 't',
    content: 'c',
    relatedId: 3,
    isRead: false,
    createdAt: '2025-03-10T12:00:00.000Z',
  },
});

const newMessage: ServerMessage = {
  type: 'new_message',
  channelId: 5,
  thread: { id: 3, title: 'General' },
  message: {
    id: 41,
    threadId: 3,
    senderId: 8,
    senderUsername: 'maya',
    content: 'Hi',
    attachments: [],
    readAt: null,
    createdAt: '2025-03-10T12:00:00.000Z',
  },
};

/**
 * A list read page after page: the newest page comes at once, the older one when
 * `deliverOlder()` is called (a 'Load more' still on its way).
 */
function twoPageList(queryClient: QueryClient, queryKey: QueryKey) {
  const fetched: string[] = [];
  let resolveOlder = () => {};
  type Page = { items: string[]; next: string | null };
  const observer = new InfiniteQueryObserver<
    Page,
    Error,
    InfiniteData<Page>,
    QueryKey,
    string | null
  >(queryClient, {
    queryKey,
    initialPageParam: null,
    getNextPageParam: (page) => page.next,
    queryFn: ({ pageParam }) => {
      fetched.push(pageParam ?? 'newest');
      if (pageParam === null) return Promise.resolve({ items: ['new'], next: 'older' });
      return new Promise<Page>((resolve) => {
        resolveOlder = () => resolve({ items: ['old'], next: null });
      });
    },
  });
  const unsubscribe = observer.subscribe(() => undefined);
  return { observer, fetched, deliverOlder: () => resolveOlder(), unsubscribe };
}

describe('what a socket message makes stale', () => {
  it('refreshes the dashboards and the project page when a bid arrives or is accepted', () => {
    for (const event of ['bid.created', 'bid.accepted'] as const)
      expect(roots({ type: 'changed', event, data: {} })).toEqual([
        'projects',
        'bids',
        'developers',
      ]);
    // A developer hears of their accepted bid only through its notification.
    expect(roots(notification('bid'))).toEqual(['notifications', 'projects', 'bids', 'developers']);
  });

  it('refreshes conversations and notifications for messages and read receipts', () => {
    expect(roots(newMessage)).toEqual(['conversations', 'notifications']);
    expect(roots({ type: 'message_read', channelId: 5, threadId: 3, messageIds: [41] })).toEqual([
      'conversations',
      'notifications',
    ]);
    expect(roots(notification('message'))).toEqual(['notifications']);
  });

  it('refreshes everything live after a (re)connection, and everything for unknown events', () => {
    const everything = [
      'conversations',
      'notifications',
      'projects',
      'bids',
      'developers',
      'payments',
      'milestones',
    ];
    expect(roots({ type: 'auth_success', userId: 7 })).toEqual(everything);
    // An event of a newer server, which this page's types do not know.
    const newer = 'something.new' as EventType;
    expect(roots({ type: 'changed', event: newer, data: {} })).toEqual(everything.slice(2));
  });

  it('refreshes the project, its money and its work when a payment or a release happens', () => {
    for (const event of ['payment.succeeded', 'payment.released', 'payment.refunded'] as const)
      expect(roots({ type: 'changed', event, data: {} })).toEqual([
        'projects',
        'bids',
        'payments',
        'milestones',
      ]);
    expect(roots({ type: 'changed', event: 'payout.sent', data: {} })).toEqual(['payments']);
    // Onboarding finished elsewhere (the provider's event): the session's user changed too.
    expect(roots({ type: 'changed', event: 'onboarding.completed', data: {} })).toEqual([
      'current-user',
      'payments',
    ]);
  });
});

describe('the refresher', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A page with the bell and a project list, as a page drawn a moment ago holds them. */
  function pageWithBell(unread: () => number[]) {
    const queryClient = new QueryClient();
    const reads: string[] = [];
    const observe = (queryKey: QueryKey, read: () => unknown) =>
      new QueryObserver(queryClient, {
        queryKey,
        staleTime: 60_000,
        queryFn: () => {
          reads.push(String(queryKey[0]));
          return read();
        },
      }).subscribe(() => undefined);
    observe(['notifications', 'unread', 7], () => ({ items: unread() }));
    observe(['projects', 'list'], () => ['a project']);
    return { queryClient, reads };
  }

  it('reads only the bell after the first connection when nothing new came', async () => {
    const { queryClient, reads } = pageWithBell(() => [1, 2]);
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(reads).toEqual(['notifications', 'projects']);
    const refresher = createRealtimeRefresher(queryClient, 0);
    refresher.add({ type: 'auth_success', userId: 7 });
    await vi.waitFor(() => expect(reads).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads).toEqual(['notifications', 'projects', 'notifications']);

    // A reconnection: the socket was away; everything on screen is read again.
    refresher.add({ type: 'auth_success', userId: 7 });
    await vi.waitFor(() => expect(reads).toHaveLength(5));
    expect(reads.slice(3).sort()).toEqual(['notifications', 'projects']);
    refresher.dispose();
  });

  it('reads everything after the first connection when the bell shows something new', async () => {
    let unread = [1, 2];
    const { queryClient, reads } = pageWithBell(() => unread);
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    unread = [3, 1, 2];
    const refresher = createRealtimeRefresher(queryClient, 0);
    refresher.add({ type: 'auth_success', userId: 7 });
    await vi.waitFor(() => expect(reads).toHaveLength(5));
    expect(reads[2]).toBe('notifications');
    expect(reads.slice(3).sort()).toEqual(['notifications', 'projects']);
    refresher.dispose();
  });

  it('keeps a page the user asked for when the first connection comes while it loads', async () => {
    const queryClient = new QueryClient();
    const { observer, fetched, deliverOlder, unsubscribe } = twoPageList(queryClient, [
      'notifications',
      'list',
      7,
    ]);
    await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));

    // 'Load more' is on its way when the socket first connects (the page has just loaded).
    const older = observer.fetchNextPage();
    const refresher = createRealtimeRefresher(queryClient, 0);
    refresher.add({ type: 'auth_success', userId: 7 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    deliverOlder();
    await older;
    expect(observer.getCurrentResult().data?.pages.map((page) => page.items[0])).toEqual([
      'new',
      'old',
    ]);
    expect(fetched).toEqual(['newest', 'older']);
    unsubscribe();
    refresher.dispose();
  });

  it('invalidates a burst of messages once per key', () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const invalidated: QueryKey[] = [];
    vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters) => {
      invalidated.push(filters!.queryKey!);
    });
    const refresher = createRealtimeRefresher(queryClient, 50);
    refresher.add(notification('message'));
    refresher.add(newMessage);
    expect(invalidated).toEqual([]);
    vi.advanceTimersByTime(50);
    expect(invalidated).toEqual([['notifications'], ['conversations']]);

    refresher.add(newMessage);
    refresher.dispose();
    vi.advanceTimersByTime(50);
    expect(invalidated).toHaveLength(2);
  });

  it('lets an older page on its way arrive, then refreshes the list with it', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const { observer, fetched, deliverOlder, unsubscribe } = twoPageList(queryClient, [
      'conversations',
      'messages',
      3,
    ]);
    await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));

    // 'Load older' is on its way when a push makes the thread stale.
    const older = observer.fetchNextPage();
    const refresher = createRealtimeRefresher(queryClient, 50);
    refresher.add(newMessage);
    await vi.advanceTimersByTimeAsync(50);
    deliverOlder();
    await older;
    expect(observer.getCurrentResult().data?.pages.map((page) => page.items[0])).toEqual([
      'new',
      'old',
    ]);
    // …and the refresh comes after it, with both pages.
    await vi.advanceTimersByTimeAsync(50);
    await vi.waitFor(() => expect(fetched).toEqual(['newest', 'older', 'newest', 'older']));
    deliverOlder();
    await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false));
    expect(observer.getCurrentResult().data?.pages).toHaveLength(2);
    unsubscribe();
    refresher.dispose();
  });
});
