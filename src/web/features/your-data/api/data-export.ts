import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataExportStatus } from '@shared/contract/your-data';
import { api } from '@web/lib/api-client';
import { yourDataKeys } from './keys';

/**
 * GET /api/users/{id}/export: the latest export and when the next may start. While one is being
 * built it is asked again every few seconds, in case its socket message is missed.
 */
export const dataExportQuery = (userId: number) =>
  queryOptions({
    queryKey: yourDataKeys.export(userId),
    queryFn: () => api<DataExportStatus>('GET', `/api/users/${userId}/export`),
    refetchInterval: (query) => (query.state.data?.export?.status === 'building' ? 5_000 : false),
  });

export function useDataExport(userId: number) {
  return useQuery(dataExportQuery(userId));
}

/** POST /api/users/{id}/export: starts one (at most one a day). */
export function useStartDataExport(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<DataExportStatus>('POST', `/api/users/${userId}/export`),
    onSuccess: (status) => queryClient.setQueryData(yourDataKeys.export(userId), status),
  });
}
