import { and, desc, eq, sql } from 'drizzle-orm';
import type { DeveloperStats } from '@shared/contract/developers.js';
import { DEVELOPER_MESSAGES, DIRECTORY_LIMITS } from '@shared/contract/developers-rules.js';
import { ACCEPTED_BID_STATUSES } from '@shared/lifecycle.js';
import { notFound } from '../../core/errors.js';
import { qualified } from '../../db/qualified.js';
import type { Query } from '../../core/domain.js';
import { bids, projects, reviews, users } from '../../db/schema.js';
import { isDeveloperNamed } from './find-developer.js';

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
    skills: row.skills,
    projects: portfolio.map((project) => ({
      ...project,
      completedAt: project.completedAt.toISOString(),
    })),
  };
}
