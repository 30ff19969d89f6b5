import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryEvidence, DisputeDeliveryEvidence } from '@shared/contract/delivery-evidence';
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

/**
 * GET /api/disputes/{id}/delivery-evidence: the evidence as it was when the dispute opened; null
 * when none was recorded (no delivery then, or a dispute older than the record).
 */
export const disputeEvidenceQuery = (disputeId: number) =>
  queryOptions({
    queryKey: deliveryEvidenceKeys.dispute(disputeId),
    queryFn: () =>
      api<DisputeDeliveryEvidence | null>('GET', `/api/disputes/${disputeId}/delivery-evidence`),
  });

export const useDisputeEvidence = (disputeId: number) => useQuery(disputeEvidenceQuery(disputeId));

/** GET /api/milestones/{id}/evidence: the code a milestone's completion named, read the same way. */
export const milestoneEvidenceQuery = (milestoneId: number) =>
  queryOptions({
    queryKey: deliveryEvidenceKeys.milestone(milestoneId),
    queryFn: () => api<DeliveryEvidence>('GET', `/api/milestones/${milestoneId}/evidence`),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
  });

export const useMilestoneEvidence = (milestoneId: number) =>
  useQuery(milestoneEvidenceQuery(milestoneId));
