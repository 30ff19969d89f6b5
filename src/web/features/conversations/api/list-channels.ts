import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ChannelSummary, ChannelTab } from '@shared/contract/conversations';
import { apiPage } from '@web/lib/api-client';
import { conversationKeys } from './keys';

const PAGE_SIZE = 20;

/** GET /api/users/{id}/channels?tab=: the user's conversations, latest activity first, page after page. */
export const channelsQuery = (userId: number, tab: ChannelTab) =>
  infiniteQueryOptions({
    queryKey: conversationKeys.channels(userId, tab),
    queryFn: ({ pageParam }) =>
      apiPage<ChannelSummary>(
        pageParam ?? `/api/users/${userId}/channels?tab=${tab}&limit=${PAGE_SIZE}`,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });

export const useChannels = (userId: number, tab: ChannelTab) =>
  useInfiniteQuery(channelsQuery(userId, tab));
