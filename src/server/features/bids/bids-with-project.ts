import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { bids, projects, users } from '../../db/schema.js';

/** Bids joined with their developer's name and their project: one query for any bid list. */
export function selectBidsWithProject(db: Queryable) {
  return db
    .select({
      id: bids.id,
      createdAt: bids.createdAt,
      bid: bids,
      developerUsername: users.username,
      project: {
        id: projects.id,
        name: projects.name,
        status: projects.status,
        submitterId: projects.submitterId,
        finisherId: projects.finisherId,
      },
    })
    .from(bids)
    .innerJoin(projects, eq(projects.id, bids.projectId))
    .innerJoin(users, eq(users.id, bids.finisherId));
}
