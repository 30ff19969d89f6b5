import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateSavedSearchInput,
  SavedSearch,
  UpdateSavedSearchInput,
} from '@shared/contract/saved-searches';
import { api } from '@web/lib/api-client';
import { savedSearchKeys, savedSearchMutationKeys } from './keys';

/** GET /api/saved-searches: the developer's saved searches, newest first (at most 20). */
export const savedSearchesQuery = (userId: number) =>
  queryOptions({
    queryKey: savedSearchKeys.list(userId),
    queryFn: () => api<SavedSearch[]>('GET', '/api/saved-searches'),
  });

export const useSavedSearches = (userId: number) => useQuery(savedSearchesQuery(userId));

const useRefreshAfter = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all });
};

/** POST /api/saved-searches. */
export function useCreateSavedSearch() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationKey: savedSearchMutationKeys.create,
    mutationFn: (body: CreateSavedSearchInput) =>
      api<SavedSearch>('POST', '/api/saved-searches', body),
    onSuccess: refresh,
  });
}

/** PATCH /api/saved-searches/{id}. */
export function useUpdateSavedSearch() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationKey: savedSearchMutationKeys.update,
    mutationFn: ({ id, ...body }: UpdateSavedSearchInput & { id: number }) =>
      api<SavedSearch>('PATCH', `/api/saved-searches/${id}`, body),
    onSuccess: refresh,
  });
}

/** DELETE /api/saved-searches/{id}. */
export function useDeleteSavedSearch() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationKey: savedSearchMutationKeys.remove,
    mutationFn: (id: number) => api<null>('DELETE', `/api/saved-searches/${id}`),
    onSuccess: refresh,
  });
}
