import type { Milestone } from '@shared/contract/milestones.js';
import type { milestones } from '../../db/schema.js';

/** Today in UTC as YYYY-MM-DD: due dates are calendar dates. */
export const today = (now = new Date()) => now.toISOString().slice(0, 10);

export function toMilestone(row: typeof milestones.$inferSelect, releasedCents: number): Milestone {
  return {
    id: row.id,
    projectId: row.projectId,
    title: row.title,
    description: row.description,
    amount: row.amount,
    status: row.status,
    dueDate: row.dueDate,
    overdue: row.dueDate !== null && row.status !== 'approved' && row.dueDate < today(),
    changesNote: row.changesNote,
    completedAt: row.completedAt?.toISOString() ?? null,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    autoApproveAt: row.status === 'completed' ? (row.autoApproveAt?.toISOString() ?? null) : null,
    approvedAutomatically: row.approvedAutomatically,
    released: releasedCents,
    repository: row.repository,
    ref: row.ref,
    createdAt: row.createdAt.toISOString(),
  };
}
