import type { Report } from '@shared/contract/safety.js';
import type { reports } from '../../db/schema.js';

export type ReportRow = typeof reports.$inferSelect;

/** A report as its reporter and the operators read it. */
export function toReport(row: ReportRow): Report {
  return {
    id: row.id,
    targetType: row.targetType,
    targetId: row.targetId,
    reason: row.reason,
    details: row.details,
    status: row.status,
    outcome: row.outcome,
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}
