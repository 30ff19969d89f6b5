/**
 * The technology filter's options: distinct technologies of projects open for bids, most used
 * first. Counting means reading every listed project's card (the narrow table), so the routes
 * keep the answer for a minute (the client's own freshness, spec section 9) in a TTL cache
 * cleared by local changes.
 */
import { desc, sql } from 'drizzle-orm';
import type { Technology } from '@shared/contract/projects.js';
import { OPEN_FOR_BIDS } from '@shared/lifecycle.js';
import type { Query } from '../../core/domain.js';
import { projectCards } from '../../db/schema.js';
import { statusIn } from './project-view.js';

const MAX_TECHNOLOGIES = 200;

export async function listTechnologies({ db }: Query<void, null>): Promise<Technology[]> {
  const name = sql<string>`tech.name`;
  const count = sql<number>`count(*)::int`;
  return db
    .select({ name, count })
    .from(sql`${projectCards} cross join lateral unnest(${projectCards.techStack}) as tech(name)`)
    .where(statusIn(OPEN_FOR_BIDS, projectCards.status))
    .groupBy(name)
    .orderBy(desc(count), name)
    .limit(MAX_TECHNOLOGIES);
}
