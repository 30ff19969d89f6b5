import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CounterDisputeInput,
  Dispute,
  DisputeSummary,
  EscalateDisputeInput,
  MyDispute,
  OpenDisputeInput,
} from '@shared/contract/disputes';
import { api } from '@web/lib/api-client';
import { disputeKeys, disputeMutationKeys } from './keys';

/** GET /api/disputes/{id}: the whole record (the project's two parties; others get 404). */
export const disputeQuery = (id: number) =>
  queryOptions({
    queryKey: disputeKeys.detail(id),
    queryFn: () => api<Dispute>('GET', `/api/disputes/${id}`),
  });

export const useDispute = (id: number, enabled = true) =>
  useQuery({ ...disputeQuery(id), enabled });

/** GET /api/projects/{id}/disputes: the project's disputes, newest first (its parties). */
export const projectDisputesQuery = (projectId: number) =>
  queryOptions({
    queryKey: disputeKeys.forProject(projectId),
    queryFn: () => api<DisputeSummary[]>('GET', `/api/projects/${projectId}/disputes`),
  });

export const useProjectDisputes = (projectId: number) => useQuery(projectDisputesQuery(projectId));

/** GET /api/disputes: the viewer's open disputes on either side (the dashboards). */
export const myDisputesQuery = queryOptions({
  queryKey: disputeKeys.mine,
  queryFn: () => api<MyDispute[]>('GET', '/api/disputes'),
});

export const useMyDisputes = () => useQuery(myDisputesQuery);

/** Every answer returns the record as it is now: the page shows it at once, the rest refetches. */
function useRefreshDisputes() {
  const queryClient = useQueryClient();
  return (dispute: Dispute) => {
    queryClient.setQueryData(disputeKeys.detail(dispute.id), dispute);
    return queryClient.invalidateQueries({ queryKey: disputeKeys.all });
  };
}

/** POST /api/projects/{id}/disputes: either party of a paid project opens one. */
export function useOpenDispute(projectId: number) {
  const refresh = useRefreshDisputes();
  return useMutation({
    mutationKey: disputeMutationKeys.open,
    mutationFn: (input: OpenDisputeInput) =>
      api<Dispute>('POST', `/api/projects/${projectId}/disputes`, input),
    onSuccess: refresh,
  });
}

/** POST /api/disputes/{id}/accept: the standing proposal is carried out at once. */
export function useAcceptDispute(disputeId: number) {
  const refresh = useRefreshDisputes();
  return useMutation({
    mutationKey: disputeMutationKeys.accept,
    mutationFn: () => api<Dispute>('POST', `/api/disputes/${disputeId}/accept`),
    onSuccess: refresh,
  });
}

/** POST /api/disputes/{id}/counter: another amount, for the other side to answer. */
export function useCounterDispute(disputeId: number) {
  const refresh = useRefreshDisputes();
  return useMutation({
    mutationKey: disputeMutationKeys.counter,
    mutationFn: (input: CounterDisputeInput) =>
      api<Dispute>('POST', `/api/disputes/${disputeId}/counter`, input),
    onSuccess: refresh,
  });
}

/** POST /api/disputes/{id}/escalate: an operator decides; the deadline stops. */
export function useEscalateDispute(disputeId: number) {
  const refresh = useRefreshDisputes();
  return useMutation({
    mutationKey: disputeMutationKeys.escalate,
    mutationFn: (input: EscalateDisputeInput) =>
      api<Dispute>('POST', `/api/disputes/${disputeId}/escalate`, input),
    onSuccess: refresh,
  });
}

/** POST /api/disputes/{id}/evidence: a party adds a file (multipart `file`, an optional note). */
export function useAddEvidence(disputeId: number) {
  const refresh = useRefreshDisputes();
  return useMutation({
    mutationKey: disputeMutationKeys.evidence,
    mutationFn: ({ file, message }: { file: File; message: string }) => {
      const form = new FormData();
      if (message.trim()) form.append('message', message.trim());
      form.append('file', file);
      return api<Dispute>('POST', `/api/disputes/${disputeId}/evidence`, form);
    },
    onSuccess: refresh,
  });
}

/** The address of an evidence file (a download, for the parties only). */
export const evidenceFileUrl = (disputeId: number, fileId: number) =>
  `/api/disputes/${disputeId}/files/${fileId}`;
