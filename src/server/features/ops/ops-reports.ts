/**
 * Reports as operators read and close them (decisions.md, "Reports and blocks": the reporter is
 * told). The safety feature closes the report and notifies the reporter (closeReport); this adds
 * the operator's reason and the audit entry, in the same transaction.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OpsReport, OpsReportsQuery } from '@shared/contract/ops.js';
import type { Report } from '@shared/contract/safety.js';
import type { Query } from '../../core/domain.js';
import { afterCursor, decodeCursor } from '../../core/pagination.js';
import { reports, users } from '../../db/schema.js';
import { closeReport, toReport } from '../safety/index.js';
import { appendAudit } from './audit.js';
import type { OpsCommand } from './ops-users.js';

const reporters = alias(users, 'reporter');
const targetUsers = alias(users, 'target_user');
const closers = alias(users, 'closer');

/** Open reports oldest first (the queue's order), closed ones newest first; `limit + 1` rows. */
export async function listOpsReports({ db, input }: Query<OpsReportsQuery, unknown>) {
  const cursor = decodeCursor(input.cursor);
  const open = input.status === 'open';
  return db
    .select({
      report: reports,
      reporter: { id: reporters.id, username: reporters.username },
      targetUser: { id: targetUsers.id, username: targetUsers.username },
      closedBy: { id: closers.id, username: closers.username },
      id: reports.id,
      createdAt: reports.createdAt,
    })
    .from(reports)
    .innerJoin(reporters, eq(reporters.id, reports.reporterId))
    .leftJoin(targetUsers, eq(targetUsers.id, reports.targetUserId))
    .leftJoin(closers, eq(closers.id, reports.closedBy))
    .where(
      and(
        eq(reports.status, input.status),
        !cursor
          ? undefined
          : open
            ? sql`(${reports.createdAt}, ${reports.id}) > (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id})`
            : afterCursor(reports.createdAt, reports.id, cursor),
      ),
    )
    .orderBy(
      ...(open
        ? [asc(reports.createdAt), asc(reports.id)]
        : [desc(reports.createdAt), desc(reports.id)]),
    )
    .limit(input.limit + 1);
}

export function toOpsReport(row: Awaited<ReturnType<typeof listOpsReports>>[number]): OpsReport {
  return {
    ...toReport(row.report),
    reporter: row.reporter,
    targetUser: row.targetUser,
    closedBy: row.closedBy,
  };
}

export async function closeReportAsOperator({
  tx,
  actor,
  input: { reportId, outcome, reason, address },
}: OpsCommand<{ reportId: number; outcome: string }>): Promise<Report> {
  const closed = await closeReport({ tx, actor, input: { reportId, outcome } });
  await appendAudit(tx, {
    operatorId: actor.id,
    action: 'report.close',
    targetType: 'report',
    targetId: reportId,
    reason: reason.trim(),
    before: { status: 'open' },
    after: { status: 'closed', outcome: closed.outcome },
    address,
  });
  return closed;
}
