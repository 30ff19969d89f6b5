import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Block, BlockState } from '@shared/contract/safety';
import { api, apiPage } from '@web/lib/api-client';
import { safetyKeys, safetyMutationKeys } from './keys';

/** GET /api/blocks/{userId}: whether the signed-in user blocked that user. */
export const blockStateQuery = (userId: number) =>
  queryOptions({
    queryKey: safetyKeys.blockState(userId),
    queryFn: () => api<BlockState>('GET', `/api/blocks/${userId}`),
  });

export const useBlockState = (userId: number) => useQuery(blockStateQuery(userId));

/** GET /api/blocks: a page of the users the signed-in user blocked, newest first. */
export const useBlocks = (cursor: string | null, limit: number) =>
  useQuery({
    queryKey: [...safetyKeys.blocks(cursor), limit],
    queryFn: () =>
      apiPage<Block>(
        `/api/blocks?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      ),
    placeholderData: keepPreviousData,
  });

/** POST /api/blocks and DELETE /api/blocks/{userId}. */
export function useSetBlocked(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: safetyMutationKeys.block,
    mutationFn: async (blocked: boolean) => {
      if (blocked) await api<Block>('POST', '/api/blocks', { userId });
      else await api<null>('DELETE', `/api/blocks/${userId}`);
      return blocked;
    },
    onSuccess: (blocked) => {
      queryClient.setQueryData(safetyKeys.blockState(userId), { userId, blocked });
      return queryClient.invalidateQueries({ queryKey: safetyKeys.all });
    },
  });
}
