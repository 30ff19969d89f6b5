import { eq } from 'drizzle-orm';
import type { Query } from '../../../core/domain.js';
import { bids, payments, projects, users } from '../../../db/schema.js';

/** The user a sandbox checkout is for: the owner of the project whose payment opened it. */
export async function findCheckoutOwner({
  db,
  input,
}: Query<{ sessionId: string }, null>): Promise<number | null> {
  const [row] = await db
    .select({ ownerId: projects.submitterId })
    .from(payments)
    .innerJoin(bids, eq(bids.id, payments.bidId))
    .innerJoin(projects, eq(projects.id, bids.projectId))
    .where(eq(payments.checkoutSessionId, input.sessionId))
    .limit(1);
  return row?.ownerId ?? null;
}

/** The user a sandbox payout account belongs to: the developer it was created for. */
export async function findAccountOwner({
  db,
  input,
}: Query<{ accountId: string }, null>): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.stripeConnectId, input.accountId))
    .limit(1);
  return row?.id ?? null;
}
