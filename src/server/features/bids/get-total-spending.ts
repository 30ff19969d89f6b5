import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { bids, payments, projects } from '../../db/schema.js';

/**
 * What a user has paid for their own projects, in dollars: the sum of succeeded payments
 * (stored in cents). Refunded or failed payments do not count. 0 until payments exist.
 */
export async function getTotalSpending(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${payments.amount}), 0)` })
    .from(payments)
    .innerJoin(bids, eq(bids.id, payments.bidId))
    .innerJoin(projects, eq(projects.id, bids.projectId))
    .where(and(eq(projects.submitterId, userId), eq(payments.status, 'succeeded')));
  return Number(row?.cents ?? 0) / 100;
}
