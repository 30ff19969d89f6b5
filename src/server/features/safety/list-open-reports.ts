import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OpenReport } from '@shared/contract/safety.js';
import type { Query } from '../../core/domain.js';
import { decodeCursor } from '../../core/pagination.js';
import { reports, users } from '../../db/schema.js';
import { toReport, type ReportRow } from './report-view.js';

const reporters = alias(users, 'reporter');
const targetUsers = alias(users, 'target_user');

/**
 * The operators' queue of reports (decisions.md, "Operators"): open ones, oldest first, with who
 * reported and whom each is about; `limit + 1` rows for paging (core/pagination.ts `sendPage`; the
 * cursor is the last row's time and id, read here in ascending order). Who may call it is the
 * caller's concern: the operators' routes (`/api/ops/`, operators with the second factor only).
 */
export async function listOpenReports({
  db,
  input,
}: Query<{ limit: number; cursor?: string }, unknown>) {
  const cursor = decodeCursor(input.cursor);
  return db
    .select({
      report: reports,
      reporter: { id: reporters.id, username: reporters.username },
      targetUser: { id: targetUsers.id, username: targetUsers.username },
      id: reports.id,
      createdAt: reports.createdAt,
    })
    .from(reports)
    .innerJoin(reporters, eq(reporters.id, reports.reporterId))
    .leftJoin(targetUsers, eq(targetUsers.id, reports.targetUserId))
    .where(
      and(
        eq(reports.status, 'open'),
        cursor
          ? sql`(${reports.createdAt}, ${reports.id}) > (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id})`
          : undefined,
      ),
    )
    .orderBy(asc(reports.createdAt), asc(reports.id))
    .limit(input.limit + 1);
}

/** How many reports wait in the queue (the console's navigation count). */
export async function countOpenReports({ db }: Query<Record<string, never>, unknown>) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(reports)
    .where(eq(reports.status, 'open'));
  return Number(row?.count ?? 0);
}

export function toOpenReport(row: {
  report: ReportRow;
  reporter: { id: number; username: string };
  targetUser: { id: number; username: string } | null;
}): OpenReport {
  return { ...toReport(row.report), reporter: row.reporter, targetUser: row.targetUser };
}
