import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryEvidence } from '@shared/contract/delivery-evidence';
import { api } from '@web/lib/api-client';
import { deliveryEvidenceKeys } from './keys';

/** While the delivered commit is being read, the panel asks again this often. */
const PENDING_POLL_MS = 2000;

/** GET /api/deliveries/{id}/evidence: the delivered commit read against the baseline. */
export const deliveryEvidenceQuery = (deliveryId: number) =>
  queryOptions({
    queryKey: deliveryEvidenceKeys.delivery(deliveryId),
    queryFn: () => api<DeliveryEvidence>('GET', `/api/deliveries/${deliveryId}/evidence`),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
  });

export const useDeliveryEvidence = (deliveryId: number) =>
  useQuery(deliveryEvidenceQuery(deliveryId));
