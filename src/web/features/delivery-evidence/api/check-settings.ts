import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DeliveryCheckSettings,
  DeliveryCheckSettingsInput,
} from '@shared/contract/delivery-evidence';
import { api } from '@web/lib/api-client';
import { deliveryEvidenceKeys, deliveryEvidenceMutationKeys } from './keys';

/** GET /api/projects/{id}/delivery-checks: the required checks and the opt-in release. */
export const checkSettingsQuery = (projectId: number) =>
  queryOptions({
    queryKey: deliveryEvidenceKeys.checks(projectId),
    queryFn: () => api<DeliveryCheckSettings>('GET', `/api/projects/${projectId}/delivery-checks`),
  });

export const useCheckSettings = (projectId: number) => useQuery(checkSettingsQuery(projectId));

/**
 * PUT /api/projects/{id}/delivery-checks: the owner's choice. The evidence shows the required
 * checks beside their results: it refreshes; opting in may release a delivery at once, so the
 * project, its deliveries and its payment refresh too (app/query-links.ts).
 */
export function useSaveCheckSettings(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deliveryEvidenceMutationKeys.saveChecks,
    mutationFn: (input: DeliveryCheckSettingsInput) =>
      api<DeliveryCheckSettings>('PUT', `/api/projects/${projectId}/delivery-checks`, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(deliveryEvidenceKeys.checks(projectId), saved);
      return queryClient.invalidateQueries({ queryKey: deliveryEvidenceKeys.all });
    },
  });
}
