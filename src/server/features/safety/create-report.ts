import { eq } from 'drizzle-orm';
import type { Report } from '@shared/contract/safety.js';
import {
  REPORT_MESSAGES,
  type ReportReason,
  type ReportTargetType,
} from '@shared/contract/safety-rules.js';
import type { Command } from '../../core/domain.js';
import { badRequest, notFound, refuse } from '../../core/errors.js';
import { emit } from '../../core/events/index.js';
import { uniqueViolation } from '../../core/postgres-errors.js';
import type { Queryable } from '../../db/client.js';
import {
  bids,
  conversationChannels as channels,
  conversationThreads as threads,
  messages,
  projects,
  reports,
  users,
  type UserRow,
} from '../../db/schema.js';
import { canViewProject } from '../projects/index.js';
import { toReport } from './report-view.js';

export type CreateReportCommand = Command<
  { targetType: ReportTargetType; targetId: number; reason: ReportReason; details: string },
  Pick<UserRow, 'id'>
>;

/**
 * A user reports a project, a public profile, a bid or a message to the operators (decisions.md,
 * "Reports and blocks"). The target must exist and be something the reporter can see (what they
 * cannot open is a 404, as everywhere); nobody reports themselves or what they posted. One open
 * report per reporter and target: the partial unique index decides, for one request or two racing.
 */
export async function createReport({ tx, actor, input }: CreateReportCommand): Promise<Report> {
  const targetUserId = await findTargetUser(tx, actor.id, input.targetType, input.targetId);
  if (targetUserId === actor.id) {
    throw badRequest(REPORT_MESSAGES.self, { targetId: [REPORT_MESSAGES.self] });
  }
  let row;
  try {
    [row] = await tx
      .insert(reports)
      .values({
        reporterId: actor.id,
        targetType: input.targetType,
        targetId: input.targetId,
        targetUserId,
        reason: input.reason,
        details: input.details,
      })
      .returning();
  } catch (error) {
    if (uniqueViolation(error) === null) throw error;
    throw refuse('already_reported', REPORT_MESSAGES.alreadyOpen);
  }
  // For the operators' queue (its counts refresh); nobody else hears of a report.
  await emit(tx, { type: 'report.created', data: { reportId: row!.id } });
  return toReport(row!);
}

/** Whom the target is about, if the reporter may see it; 404 otherwise. */
async function findTargetUser(
  db: Queryable,
  reporterId: number,
  type: ReportTargetType,
  id: number,
): Promise<number> {
  switch (type) {
    case 'project': {
      const [project] = await db
        .select({
          status: projects.status,
          submitterId: projects.submitterId,
          finisherId: projects.finisherId,
        })
        .from(projects)
        .where(eq(projects.id, id))
        .limit(1);
      if (!project || !canViewProject(project, reporterId)) {
        throw notFound(REPORT_MESSAGES.projectNotFound);
      }
      return project.submitterId;
    }
    case 'user': {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
      if (!user) throw notFound(REPORT_MESSAGES.userNotFound);
      return user.id;
    }
    case 'bid': {
      // Bids show on their project's page to whoever may open the project.
      const [bid] = await db
        .select({
          finisherId: bids.finisherId,
          project: {
            status: projects.status,
            submitterId: projects.submitterId,
            finisherId: projects.finisherId,
          },
        })
        .from(bids)
        .innerJoin(projects, eq(projects.id, bids.projectId))
        .where(eq(bids.id, id))
        .limit(1);
      if (!bid || !canViewProject(bid.project, reporterId)) {
        throw notFound(REPORT_MESSAGES.bidNotFound);
      }
      return bid.finisherId;
    }
    case 'message': {
      // Only the conversation's two participants ever see a message.
      const [message] = await db
        .select({
          senderId: messages.senderId,
          creatorId: channels.creatorId,
          developerId: channels.developerId,
        })
        .from(messages)
        .innerJoin(threads, eq(threads.id, messages.threadId))
        .innerJoin(channels, eq(channels.id, threads.channelId))
        .where(eq(messages.id, id))
        .limit(1);
      if (!message || (message.creatorId !== reporterId && message.developerId !== reporterId)) {
        throw notFound(REPORT_MESSAGES.messageNotFound);
      }
      return message.senderId;
    }
  }
}
