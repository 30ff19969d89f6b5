import { and, count, desc, eq, max } from 'drizzle-orm';
import type { NextAction } from '@shared/contract/projects.js';
import type { Query } from '../../core/domain.js';
import { bids, deliveries, milestones, projects, users, type UserRow } from '../../db/schema.js';

/** Each kind of action is a short list: the dashboard shows what needs the person now. */
const PER_KIND = 5;

/**
 * What needs the signed-in user now, most urgent first (issue 35, "the next action first"). A
 * creator: pay for an accepted bid, answer a delivery, approve finished milestones, weigh pending
 * bids. A developer: the paid projects they are finishing, and accepted bids the owner has still
 * to pay. Each list is bounded and read by an index (projects by submitter or finisher).
 */
export async function listNextActions({ db, actor }: Query<null, UserRow>): Promise<NextAction[]> {
  if (actor.role === 'creator') {
    const [pay, delivered, finishedMilestones, pendingBids] = await Promise.all([
      db
        .select({
          projectId: projects.id,
          projectName: projects.name,
          bidId: bids.id,
          amount: bids.amount,
          developerUsername: users.username,
        })
        .from(projects)
        .innerJoin(bids, and(eq(bids.projectId, projects.id), eq(bids.status, 'accepted')))
        .innerJoin(users, eq(users.id, bids.finisherId))
        .where(and(eq(projects.submitterId, actor.id), eq(projects.status, 'in_progress')))
        .orderBy(desc(bids.createdAt))
        .limit(PER_KIND),
      db
        .select({ projectId: projects.id, projectName: projects.name, since: deliveries.createdAt })
        .from(projects)
        .innerJoin(
          deliveries,
          and(eq(deliveries.projectId, projects.id), eq(deliveries.status, 'submitted')),
        )
        .where(eq(projects.submitterId, actor.id))
        .orderBy(deliveries.autoApproveAt)
        .limit(PER_KIND),
      db
        .select({ projectId: projects.id, projectName: projects.name, count: count() })
        .from(projects)
        .innerJoin(
          milestones,
          and(eq(milestones.projectId, projects.id), eq(milestones.status, 'completed')),
        )
        .where(eq(projects.submitterId, actor.id))
        .groupBy(projects.id, projects.name)
        .orderBy(projects.id)
        .limit(PER_KIND),
      db
        .select({
          projectId: projects.id,
          projectName: projects.name,
          count: count(),
          newest: max(bids.createdAt),
        })
        .from(projects)
        .innerJoin(bids, and(eq(bids.projectId, projects.id), eq(bids.status, 'pending')))
        .where(and(eq(projects.submitterId, actor.id), eq(projects.status, 'open')))
        .groupBy(projects.id, projects.name)
        .orderBy(desc(max(bids.createdAt)))
        .limit(PER_KIND),
    ]);
    return [
      ...pay.map((row) => ({ kind: 'pay' as const, ...row, count: 1 })),
      ...delivered.map((row) => ({
        kind: 'review_delivery' as const,
        projectId: row.projectId,
        projectName: row.projectName,
        count: 1,
      })),
      ...finishedMilestones.map((row) => ({ kind: 'review_milestones' as const, ...row })),
      ...pendingBids.map(({ newest: _newest, ...row }) => ({
        kind: 'review_bids' as const,
        ...row,
      })),
    ].map(withDefaults);
  }

  const rows = await db
    .select({ projectId: projects.id, projectName: projects.name, status: projects.status })
    .from(projects)
    .where(eq(projects.finisherId, actor.id))
    .orderBy(desc(projects.createdAt))
    .limit(PER_KIND * 4);
  const working = rows.filter((row) => row.status === 'paid').slice(0, PER_KIND);
  const waiting = rows.filter((row) => row.status === 'in_progress').slice(0, PER_KIND);
  return [
    ...working.map((row) => ({ kind: 'work' as const, ...row, count: 1 })),
    ...waiting.map((row) => ({ kind: 'awaiting_payment' as const, ...row, count: 1 })),
  ].map(withDefaults);
}

function withDefaults(
  row: Pick<NextAction, 'kind' | 'projectId' | 'projectName' | 'count'> & Partial<NextAction>,
): NextAction {
  return {
    kind: row.kind,
    projectId: row.projectId,
    projectName: row.projectName,
    count: row.count,
    bidId: row.bidId ?? null,
    amount: row.amount ?? null,
    developerUsername: row.developerUsername ?? null,
  };
}
