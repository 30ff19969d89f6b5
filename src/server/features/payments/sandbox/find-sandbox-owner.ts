import { eq } from 'drizzle-orm';
import type { Query } from '../../../core/domain.js';
import { bids, chargebacks, payments, projects, users } from '../../../db/schema.js';

/** The user a sandbox checkout is for: the owner of the project whose payment opened it. */
export async function findCheckoutOwner({
  db,
  input,
}: Query<{ sessionId: string }, null>): Promise<number | null> {
  const [row] = await db
    .select({ submitterId: projects.submitterId })
    .from(payments)
    .innerJoin(bids, eq(bids.id, payments.bidId))
    .innerJoin(projects, eq(projects.id, bids.projectId))
    .where(eq(payments.checkoutSessionId, input.sessionId))
    .limit(1);
  return row?.submitterId ?? null;
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

/** The user who may close a sandbox chargeback: the owner of the project it is on. */
export async function findChargebackOwner({
  db,
  input,
}: Query<{ disputeId: string }, null>): Promise<number | null> {
  const [row] = await db
    .select({ submitterId: projects.submitterId })
    .from(chargebacks)
    .innerJoin(projects, eq(projects.id, chargebacks.projectId))
    .where(eq(chargebacks.externalId, input.disputeId))
    .limit(1);
  return row?.submitterId ?? null;
}
