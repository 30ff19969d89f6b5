import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChannelDetail } from '@shared/contract/conversations';
import { api } from '@web/lib/api-client';
import { conversationKeys } from './keys';

/** GET /api/channels/{id}: the channel with its threads (its two participants only). */
export const channelQuery = (channelId: number) =>
  queryOptions({
    queryKey: conversationKeys.channel(channelId),
    queryFn: () => api<ChannelDetail>('GET', `/api/channels/${channelId}`),
  });

export const useChannel = (channelId: number) =>
  useQuery({ ...channelQuery(channelId), enabled: channelId > 0 });
