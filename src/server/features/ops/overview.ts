/**
 * The console's overview (decisions.md, Operators): money held now, released, refunded and
 * earned in fees this calendar month (UTC), and the counts of what waits for an operator.
 * Held is the sum of the escrow accounts of the ledger (money.md); the month's movements come
 * from the release and refund rows, which the ledger check proves agree with it.
 */
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Overview } from '@shared/contract/ops.js';
import type { Queryable } from '../../db/client.js';
import { ledgerEntries, projects, refunds, releases, users } from '../../db/schema.js';

export async function getOverview(db: Queryable, now = new Date()): Promise<Overview> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const since = monthStart.toISOString();
  const after = sql`${since}::timestamptz`;
  const total = (column: SQLWrapper) => sql<string>`coalesce(sum(${column}), 0)`;
  const [row] = await db
    .select({
      held: sql<string>`(select ${total(ledgerEntries.amount)} from ${ledgerEntries}
        where ${ledgerEntries.account} like 'escrow:project:%')`,
      released: sql<string>`(select ${total(releases.gross)} from ${releases}
        where ${releases.createdAt} >= ${after})`,
      fees: sql<string>`(select ${total(releases.fee)} from ${releases}
        where ${releases.createdAt} >= ${after})`,
      refunded: sql<string>`(select ${total(refunds.amount)} from ${refunds}
        where ${refunds.createdAt} >= ${after})`,
      suspended: sql<string>`(select count(*) from ${users} where ${users.suspendedAt} is not null)`,
      hidden: sql<string>`(select count(*) from ${projects} where ${projects.hiddenAt} is not null)`,
      heldPayouts: sql<string>`(select count(*) from ${users} where ${users.payoutsHeldAt} is not null)`,
      waiting: sql<string>`(select count(*) from ${releases} where ${releases.status} <> 'sent')`,
    })
    .from(sql`(values (1)) as one(x)`);
  return {
    month: since.slice(0, 7),
    heldCents: Number(row!.held),
    releasedThisMonthCents: Number(row!.released),
    refundedThisMonthCents: Number(row!.refunded),
    feesThisMonthCents: Number(row!.fees),
    counts: {
      suspendedUsers: Number(row!.suspended),
      hiddenProjects: Number(row!.hidden),
      heldPayouts: Number(row!.heldPayouts),
      releasesWaiting: Number(row!.waiting),
    },
  };
}
