/**
 * Every query key of the operator console, from one factory; all start with `['ops']`, so an
 * operator's change refreshes every console list at once.
 */
export const opsKeys = {
  all: ['ops'] as const,
  overview: ['ops', 'overview'] as const,
  users: (q: string, status: string, cursor: string | null) =>
    ['ops', 'users', q, status, cursor] as const,
  user: (id: number) => ['ops', 'user', id] as const,
  projects: (q: string, hidden: string, cursor: string | null) =>
    ['ops', 'projects', q, hidden, cursor] as const,
  audit: (filters: AuditFilters, cursor: string | null) =>
    ['ops', 'audit', filters, cursor] as const,
  queue: (kind: string, cursor: string | null) => ['ops', 'queue', kind, cursor] as const,
  queueCounts: ['ops', 'queue-counts'] as const,
  reports: (status: string, cursor: string | null) => ['ops', 'reports', status, cursor] as const,
  dispute: (id: number) => ['ops', 'dispute', id] as const,
  chargeback: (id: number) => ['ops', 'chargeback', id] as const,
};

export interface AuditFilters {
  action: string;
  targetType: string;
  targetId: string;
  operatorId: string;
}

/** The console's changes; each refreshes `opsKeys.all` (and what the marketplace shows). */
export const opsMutationKeys = {
  userAction: ['ops', 'user-action'] as const,
  projectAction: ['ops', 'project-action'] as const,
  closeReport: ['ops', 'close-report'] as const,
  decideDispute: ['ops', 'decide-dispute'] as const,
  clawBack: ['ops', 'claw-back'] as const,
};
