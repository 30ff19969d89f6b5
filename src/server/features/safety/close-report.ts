import { eq, sql } from 'drizzle-orm';
import type { Report } from '@shared/contract/safety.js';
import { REPORT_MESSAGES, REPORT_TARGET_LABELS } from '@shared/contract/safety-rules.js';
import type { Command } from '../../core/domain.js';
import { notFound, refuse } from '../../core/errors.js';
import { emit } from '../../core/events/index.js';
import { reports, type UserRow } from '../../db/schema.js';
import { toReport } from './report-view.js';

export type CloseReportCommand = Command<
  { reportId: number; outcome: string },
  Pick<UserRow, 'id'>
>;

/**
 * An operator closes a report with an outcome (decisions.md, "Reports and blocks": the reporter is
 * told). The report's row is locked, so two operators closing it at once close it once: the second
 * gets a 409. The reporter gets a notification with the outcome, in the same transaction.
 * The caller decides who may close reports (the operators' routes) and writes its audit entry in
 * the same transaction.
 */
export async function closeReport({ tx, actor, input }: CloseReportCommand): Promise<Report> {
  const [report] = await tx
    .select()
    .from(reports)
    .where(eq(reports.id, input.reportId))
    .for('update');
  if (!report) throw notFound(REPORT_MESSAGES.reportNotFound);
  if (report.status !== 'open') throw refuse('report_closed', REPORT_MESSAGES.alreadyClosed);

  const outcome = input.outcome.trim();
  const [closed] = await tx
    .update(reports)
    .set({ status: 'closed', outcome, closedBy: actor.id, closedAt: sql`now()` })
    .where(eq(reports.id, report.id))
    .returning();
  await emit(tx, {
    type: 'report.closed',
    data: { reportId: report.id },
    notify: [
      {
        userId: report.reporterId,
        type: 'notification',
        title: 'Your report was reviewed',
        content: `We looked into the ${REPORT_TARGET_LABELS[report.targetType]} you reported: ${outcome}`,
        relatedId: report.id,
      },
    ],
  });
  return toReport(closed!);
}
