/**
 * The console's requests (GET /api/ops/…, POST with a reason). Lists are keyset-paged on the
 * server: each page is asked for by its cursor (lib/use-cursor-pager.ts).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AuditEntry,
  ClawbackResult,
  DecideDisputeResult,
  OpsChargeback,
  OpsDispute,
  OpsReport,
  QueueCounts,
  QueueItem,
  OpsProject,
  OpsUser,
  OpsUserDetail,
  Overview,
} from '@shared/contract/ops';
import { api, apiPage } from '@web/lib/api-client';
import { opsKeys, opsMutationKeys, type AuditFilters } from './keys';

const PAGE_SIZE = 20;

const withQuery = (path: string, params: Record<string, string | null | undefined>) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  return `${path}?${query}`;
};

export const useOverview = () =>
  useQuery({
    queryKey: opsKeys.overview,
    queryFn: () => api<Overview>('GET', '/api/ops/overview'),
  });

export const useOpsUsers = (q: string, status: string, cursor: string | null) =>
  useQuery({
    queryKey: opsKeys.users(q, status, cursor),
    queryFn: () =>
      apiPage<OpsUser>(
        withQuery('/api/ops/users', { q, status, cursor, limit: String(PAGE_SIZE) }),
      ),
    placeholderData: keepPreviousData,
  });

export const useOpsUser = (id: number) =>
  useQuery({
    queryKey: opsKeys.user(id),
    queryFn: () => api<OpsUserDetail>('GET', `/api/ops/users/${id}`),
  });

export const useOpsProjects = (q: string, hidden: string, cursor: string | null) =>
  useQuery({
    queryKey: opsKeys.projects(q, hidden, cursor),
    queryFn: () =>
      apiPage<OpsProject>(
        withQuery('/api/ops/projects', { q, hidden, cursor, limit: String(PAGE_SIZE) }),
      ),
    placeholderData: keepPreviousData,
  });

export const auditPath = (filters: AuditFilters, base = '/api/ops/audit') =>
  withQuery(base, { ...filters });

export const useAudit = (filters: AuditFilters, cursor: string | null) =>
  useQuery({
    queryKey: opsKeys.audit(filters, cursor),
    queryFn: () =>
      apiPage<AuditEntry>(
        withQuery('/api/ops/audit', { ...filters, cursor, limit: String(PAGE_SIZE) }),
      ),
    placeholderData: keepPreviousData,
  });

export type UserAction =
  'suspend' | 'reinstate' | 'payouts/hold' | 'payouts/release' | 'sessions/revoke' | 'close';

/** POST /api/ops/users/{id}/{action} with the reason (and a session's handle to revoke one). */
export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: opsMutationKeys.userAction,
    mutationFn: ({
      userId,
      action,
      reason,
      handle,
    }: {
      userId: number;
      action: UserAction;
      reason: string;
      handle?: string;
    }) => api<unknown>('POST', `/api/ops/users/${userId}/${action}`, { reason, handle }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsKeys.all }),
  });
}

/** POST /api/ops/projects/{id}/{hide|show|refund} with the reason. */
export function useProjectAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: opsMutationKeys.projectAction,
    mutationFn: ({
      projectId,
      action,
      reason,
      amountCents,
    }: {
      projectId: number;
      action: 'hide' | 'show' | 'refund';
      reason: string;
      amountCents?: number;
    }) => api<unknown>('POST', `/api/ops/projects/${projectId}/${action}`, { reason, amountCents }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsKeys.all }),
  });
}

/** GET /api/ops/queue: what waits, oldest first (all kinds, or one). */
export const useQueue = (kind: string, cursor: string | null) =>
  useQuery({
    queryKey: opsKeys.queue(kind, cursor),
    queryFn: () =>
      apiPage<QueueItem>(withQuery('/api/ops/queue', { kind, cursor, limit: String(PAGE_SIZE) })),
    placeholderData: keepPreviousData,
  });

/** The navigation's counts; refreshed with every console change and once a minute. */
export const useQueueCounts = () =>
  useQuery({
    queryKey: opsKeys.queueCounts,
    queryFn: () => api<QueueCounts>('GET', '/api/ops/queue/counts'),
    refetchInterval: 60_000,
  });

export const useOpsReports = (status: string, cursor: string | null) =>
  useQuery({
    queryKey: opsKeys.reports(status, cursor),
    queryFn: () =>
      apiPage<OpsReport>(
        withQuery('/api/ops/reports', { status, cursor, limit: String(PAGE_SIZE) }),
      ),
    placeholderData: keepPreviousData,
  });

export const useOpsDispute = (id: number) =>
  useQuery({
    queryKey: opsKeys.dispute(id),
    queryFn: () => api<OpsDispute>('GET', `/api/ops/disputes/${id}`),
  });

export const useOpsChargeback = (id: number) =>
  useQuery({
    queryKey: opsKeys.chargeback(id),
    queryFn: () => api<OpsChargeback>('GET', `/api/ops/chargebacks/${id}`),
  });

/** POST /api/ops/reports/{id}/close: the outcome the reporter reads, the reason for the log. */
export function useCloseReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: opsMutationKeys.closeReport,
    mutationFn: ({
      reportId,
      outcome,
      reason,
    }: {
      reportId: number;
      outcome: string;
      reason: string;
    }) => api<unknown>('POST', `/api/ops/reports/${reportId}/close`, { outcome, reason }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsKeys.all }),
  });
}

/** POST /api/ops/disputes/{id}/decide: cents released to the developer, the reason both see. */
export function useDecideDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: opsMutationKeys.decideDispute,
    mutationFn: ({
      disputeId,
      release,
      reason,
    }: {
      disputeId: number;
      release: number;
      reason: string;
    }) =>
      api<DecideDisputeResult>('POST', `/api/ops/disputes/${disputeId}/decide`, {
        release,
        reason,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsKeys.all }),
  });
}

/**
 * POST /api/ops/chargebacks/{id}/clawback: cents from the developer's unsent earnings. The form
 * sends one `idempotencyKey` per clawback it means, so a retry never claws twice.
 */
export function useClawBack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: opsMutationKeys.clawBack,
    mutationFn: ({
      chargebackId,
      ...body
    }: {
      chargebackId: number;
      amountCents: number;
      reason: string;
      idempotencyKey: string;
    }) => api<ClawbackResult>('POST', `/api/ops/chargebacks/${chargebackId}/clawback`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsKeys.all }),
  });
}
