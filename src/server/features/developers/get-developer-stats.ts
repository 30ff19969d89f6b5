import { and, desc, eq, sql } from 'drizzle-orm';
import type { DeveloperStats } from '@shared/contract/developers.js';
import { DEVELOPER_MESSAGES, DIRECTORY_LIMITS } from '@shared/contract/developers-rules.js';
import { ACCEPTED_BID_STATUSES } from '@shared/lifecycle.js';
import { notFound } from '../../core/errors.js';
import { qualified } from '../../db/qualified.js';
import type { Query } from '../../core/domain.js';
import { bids, disputes, projects, reviews, users } from '../../db/schema.js';
import { isDeveloperNamed } from './find-developer.js';

/** Disputes that have ended: settled, decided by an operator, or ended by one side. */
const CLOSED_DISPUTE_STATES = ['settled', 'decided', 'ended'] as const;

/**
 * A developer's stats and portfolio in two queries: one row of aggregates (each a correlated
 * subquery on an indexed foreign key), then the newest completed projects.
 */
export async function getDeveloperStats({
  db,
  input: { username },
}: Query<{ username: string }, null>): Promise<DeveloperStats> {
  const acceptedList = sql.join(
    ACCEPTED_BID_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const closedList = sql.join(
    CLOSED_DISPUTE_STATES.map((state) => sql`${state}`),
    sql`, `,
  );
  const developerId = qualified(users.id);
  const [row] = await db
    .select({
      id: users.id,
      skills: users.skills,
      completedProjects: sql<number>`(
        select count(*) from ${projects}
        where ${projects.finisherId} = ${developerId} and ${projects.status} = 'completed'
      )::int`,
      bidCount: sql<number>`(select count(*) from ${bids} where ${bids.finisherId} = ${developerId})::int`,
      acceptedBidCount: sql<number>`(
        select count(*) from ${bids}
        where ${bids.finisherId} = ${developerId} and ${bids.status} in (${acceptedList})
      )::int`,
      averageRating: users.rating,
      reviewCount: sql<number>`(select count(*) from ${reviews} where ${reviews.revieweeId} = ${developerId})::int`,
      // decisions.md, Held money: projects that ended in a dispute, and the disputes an operator
      // decided against them (less than half of what was held released to them), both on
      // disputes_developer_idx.
      disputes: sql<number>`(
        select count(distinct ${disputes.projectId}) from ${disputes}
        where ${disputes.developerId} = ${developerId} and ${disputes.state} in (${closedList})
      )::int`,
      disputesDecidedAgainst: sql<number>`(
        select count(*) from ${disputes}
        where ${disputes.developerId} = ${developerId} and ${disputes.state} = 'decided'
          and ${disputes.release} * 2 < ${disputes.held}
      )::int`,
    })
    .from(users)
    .where(isDeveloperNamed(username))
    .limit(1);
  if (!row) throw notFound(DEVELOPER_MESSAGES.notFound);

  const portfolio = await db
    .select({
      id: projects.id,
      name: projects.name,
      description: projects.description,
      technologies: projects.techStack,
      // Completion is the project's last change: nothing moves a completed project on.
      completedAt: projects.updatedAt,
      repoUrl: projects.codeLink,
    })
    .from(projects)
    .where(and(eq(projects.finisherId, row.id), eq(projects.status, 'completed')))
    .orderBy(desc(projects.updatedAt), desc(projects.id))
    .limit(DIRECTORY_LIMITS.portfolioMax);

  return {
    completedProjects: row.completedProjects,
    acceptanceRate:
      row.bidCount === 0 ? 0 : Math.round((100 * row.acceptedBidCount) / row.bidCount),
    averageRating: row.averageRating === null ? null : Number(row.averageRating),
    reviewCount: row.reviewCount,
    disputes: row.disputes,
    disputesDecidedAgainst: row.disputesDecidedAgainst,
    skills: row.skills,
    projects: portfolio.map((project) => ({
      ...project,
      completedAt: project.completedAt.toISOString(),
    })),
  };
}
