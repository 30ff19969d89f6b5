import { and, desc, eq, sql } from 'drizzle-orm';
import type { BidTableRow } from '@shared/contract/bids.js';
import { BID_ERRORS } from '@shared/contract/bids-rules.js';
import { LIMITS } from '@shared/constants.js';
import { splitPayment } from '@shared/money.js';
import type { Query } from '../../core/domain.js';
import { forbidden, notFound } from '../../core/errors.js';
import { bids, projects, users, type UserRow } from '../../db/schema.js';
import { moneyOfBids } from '../payments/index.js';
import { canViewProject } from '../projects/index.js';

/**
 * A project's bids as its owner weighs them: each with the developer's rating, completed
 * projects and the skills that match the project, newest first, at most LIMITS.bidTableRows (the
 * table sorts and filters them in the browser). One query; the completed count is a subquery on
 * the indexed projects.finisher_id.
 */
export async function listBidTable({
  db,
  actor,
  input,
}: Query<{ projectId: number }, UserRow>): Promise<BidTableRow[]> {
  const [project] = await db
    .select({
      status: projects.status,
      submitterId: projects.submitterId,
      finisherId: projects.finisherId,
      techStack: projects.techStack,
    })
    .from(projects)
    .where(eq(projects.id, input.projectId));
  if (!project || !canViewProject(project, actor.id)) throw notFound(BID_ERRORS.projectNotFound);
  if (project.submitterId !== actor.id) throw forbidden(BID_ERRORS.ownerOnlyTable);

  const rows = await db
    .select({
      bid: bids,
      developer: {
        id: users.id,
        username: users.username,
        rating: users.rating,
        skills: users.skills,
      },
      completedProjects: sql<number>`(
        select count(*)::int from ${projects} completed
        where completed.finisher_id = ${bids.finisherId} and completed.status = 'completed'
      )`,
    })
    .from(bids)
    .innerJoin(users, eq(users.id, bids.finisherId))
    .where(and(eq(bids.projectId, input.projectId)))
    .orderBy(desc(bids.createdAt), desc(bids.id))
    .limit(LIMITS.bidTableRows);

  // At most one bid of a project was paid for: the ledger's figures of its charged payment.
  const paidBid = rows.find(({ bid }) => bid.status === 'paid' || bid.status === 'completed');
  const money = await moneyOfBids(db, paidBid ? [paidBid.bid.id] : []);

  const technologies = new Set(project.techStack.map((tech) => tech.toLowerCase()));
  return rows.map(({ bid, developer, completedProjects }) => ({
    id: bid.id,
    status: bid.status,
    createdAt: bid.createdAt.toISOString(),
    amount: bid.amount,
    developerReceives: splitPayment(bid.amount).developerAmount / 100,
    payment: money.get(bid.id) ?? null,
    timeline: bid.timeline,
    message: bid.message,
    shortlisted: bid.shortlisted,
    declineReason: bid.declineReason,
    developer: {
      id: developer.id,
      username: developer.username,
      rating: developer.rating === null ? null : Number(developer.rating),
      completedProjects,
      matchingSkills: developer.skills.filter((skill) => technologies.has(skill.toLowerCase())),
    },
  }));
}
