import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Message } from '@shared/contract/conversations';
import { apiPage } from '@web/lib/api-client';
import { conversationKeys } from './keys';

const PAGE_SIZE = 30;

/**
 * GET /api/threads/{id}/messages: the newest messages first, then older pages ('Load older').
 * Each page reads oldest to newest; the Link rel="next" page holds older messages.
 */
export const threadMessagesQuery = (threadId: number) =>
  infiniteQueryOptions({
    queryKey: conversationKeys.messages(threadId),
    queryFn: ({ pageParam }) =>
      apiPage<Message>(pageParam ?? `/api/threads/${threadId}/messages?limit=${PAGE_SIZE}`),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });

export const useThreadMessages = (threadId: number | null) =>
  useInfiniteQuery({ ...threadMessagesQuery(threadId ?? 0), enabled: threadId !== null });

/** The loaded pages as one conversation, oldest first. */
export const inReadingOrder = (pages: { items: Message[] }[] | undefined): Message[] =>
  pages ? [...pages].reverse().flatMap((page) => page.items) : [];
