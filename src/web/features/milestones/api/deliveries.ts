import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateDeliveryInput, Delivery } from '@shared/contract/milestones';
import { api } from '@web/lib/api-client';
import { milestoneKeys, milestoneMutationKeys } from './keys';

/** GET /api/projects/{id}/deliveries: newest first (the project's owner and developer). */
export const deliveriesQuery = (projectId: number) =>
  queryOptions({
    queryKey: milestoneKeys.deliveries(projectId),
    queryFn: () => api<Delivery[]>('GET', `/api/projects/${projectId}/deliveries`),
  });

export const useDeliveries = (projectId: number, enabled = true) =>
  useQuery({ ...deliveriesQuery(projectId), enabled });

/** What every delivery change refreshes of this feature (the rest: app/query-links.ts). */
function useRefreshDeliveries() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: milestoneKeys.all });
}

/** POST /api/projects/{id}/deliveries: the developer marks the work delivered. */
export function useSubmitDelivery(projectId: number) {
  const refresh = useRefreshDeliveries();
  return useMutation({
    mutationKey: milestoneMutationKeys.deliver,
    mutationFn: (input: CreateDeliveryInput) =>
      api<Delivery>('POST', `/api/projects/${projectId}/deliveries`, input),
    onSuccess: refresh,
  });
}

/**
 * POST /api/projects/{id}/approve-delivery: the owner approves the work (with or without a
 * delivery waiting); the project completes and what is held is released to the developer.
 */
export function useApproveDelivery(projectId: number) {
  const refresh = useRefreshDeliveries();
  return useMutation({
    mutationKey: milestoneMutationKeys.approveDelivery,
    mutationFn: () =>
      api<{ released: number; releaseStatus: string | null }>(
        'POST',
        `/api/projects/${projectId}/approve-delivery`,
      ),
    onSuccess: refresh,
  });
}

/** POST /api/deliveries/{id}/request-changes: the owner sends the delivery back with a note. */
export function useRequestDeliveryChanges() {
  const refresh = useRefreshDeliveries();
  return useMutation({
    mutationKey: milestoneMutationKeys.requestDeliveryChanges,
    mutationFn: ({ deliveryId, note }: { deliveryId: number; note: string }) =>
      api<Delivery>('POST', `/api/deliveries/${deliveryId}/request-changes`, { note }),
    onSuccess: refresh,
  });
}
