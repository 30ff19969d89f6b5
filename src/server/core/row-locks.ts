/**
 * Row locks in the one order every transaction follows (docs/decisions/foundation.md, 12). The
 * features that change a project's rows (bids, payments, milestones) all lock through here.
 */
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client.js';
import { projects, users } from '../db/schema.js';

/**
 * The project row, locked FOR UPDATE for the rest of the transaction (undefined if there is none).
 *
 * Lock order, the same in every transaction: a user's row before their projects' rows (a new
 * name, rating or "has paid before" rewrites the cards of every project of theirs: lockUser),
 * then a project's row before any row that belongs to it (its bids, payments, milestones,
 * deliveries). A transaction that starts from such a row (a delivery's id, a checkout session)
 * reads it unlocked to learn its project, locks the project here, then locks and re-reads that
 * row. Two transactions on one project then take turns at the project row instead of each
 * holding what the other waits for (a deadlock: 500 on PostgreSQL). Only a transaction that locks
 * a single row and nothing else of its project may skip this.
 */
export async function lockProject(tx: Transaction, projectId: number) {
  const [project] = await tx
    .select({
      id: projects.id,
      name: projects.name,
      status: projects.status,
      submitterId: projects.submitterId,
      finisherId: projects.finisherId,
      // Hidden by an operator, or its owner suspended: only its parties see it
      // (decisions.md, Operators; features/projects/project-view.ts, canViewProject).
      hiddenAt: projects.hiddenAt,
      ownerSuspended: sql<boolean>`exists (select 1 from ${users} where ${users.id} = ${projects.submitterId} and ${users.suspendedAt} is not null)`,
    })
    .from(projects)
    .where(eq(projects.id, projectId))
    .for('update', { of: projects });
  return project;
}

/**
 * A user's row, locked before any project of theirs (lock order: lockProject), by a transaction
 * that will change what their projects' cards show of them.
 */
export async function lockUser(tx: Transaction, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}
