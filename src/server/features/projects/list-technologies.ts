/**
 * The technology filter's options: distinct technologies of projects open for bids, most used
 * first. Counting means reading every listed project, so the routes keep the answer for a
 * minute (the client's own freshness, spec section 9) in a TTL cache cleared by local changes.
 */
import { desc, sql } from 'drizzle-orm';
import type { Technology } from '@shared/contract/projects.js';
import { OPEN_STATUSES } from '@shared/contract/projects.js';
import type { Queryable } from '../../db/client.js';
import { projects } from '../../db/schema.js';
import { statusIn } from './project-view.js';

const MAX_TECHNOLOGIES = 200;

export async function listTechnologies(
  db: Queryable,
  limit = MAX_TECHNOLOGIES,
): Promise<Technology[]> {
  const name = sql<string>`tech.name`;
  const count = sql<number>`count(*)::int`;
  return db
    .select({ name, count })
    .from(sql`${projects} cross join lateral unnest(${projects.techStack}) as tech(name)`)
    .where(statusIn(OPEN_STATUSES))
    .groupBy(name)
    .orderBy(desc(count), name)
    .limit(limit);
}
