import { and, desc, eq } from 'drizzle-orm';
import type { BidStatus, ProjectStatus } from '@shared/constants.js';
import type { BidMoney, MyBid } from '@shared/contract/bids.js';
import type { Query } from '../../core/domain.js';
import { bids, type BidRow, type UserRow } from '../../db/schema.js';
import { afterCursor, type CreatedAtCursor } from '../../core/pagination.js';
import { toBidView } from '@shared/contract/bids-rules.js';
import { moneyOfBids } from '../payments/index.js';
import { selectBidsWithProject } from './bids-with-project.js';

export interface DeveloperBidRow {
  id: number;
  createdAt: Date;
  bid: BidRow;
  developerUsername: string;
  project: { id: number; name: string; status: ProjectStatus; submitterId: number };
  /** Where a paid bid's money went; null for a bid nobody paid. */
  payment: BidMoney | null;
}

/**
 * A developer's bids, newest first, with each bid's project, in one query (keyset page), and the
 * money of the paid ones in a second. Fetches `limit + 1` rows so `sendPage` can tell whether a
 * next page exists.
 */
export async function listDeveloperBids({
  db,
  actor,
  input,
}: Query<{ limit: number; cursor: CreatedAtCursor | null; status?: BidStatus }, UserRow>): Promise<
  DeveloperBidRow[]
> {
  const rows = await selectBidsWithProject(db)
    .where(
      and(
        eq(bids.finisherId, actor.id),
        input.status ? eq(bids.status, input.status) : undefined,
        afterCursor(bids.createdAt, bids.id, input.cursor),
      ),
    )
    .orderBy(desc(bids.createdAt), desc(bids.id))
    .limit(input.limit + 1);
  const paid = rows.filter(({ bid }) => bid.status === 'paid' || bid.status === 'completed');
  const money = await moneyOfBids(
    db,
    paid.map(({ bid }) => bid.id),
  );
  return rows.map((row) => ({ ...row, payment: money.get(row.bid.id) ?? null }));
}

/** One row as its developer sees it: full details (they wrote the bid). */
export function toMyBid(row: DeveloperBidRow, viewerId: number): MyBid {
  return {
    ...toBidView(row.bid, row.developerUsername, {
      userId: viewerId,
      projectSubmitterId: row.project.submitterId,
    }),
    project: {
      id: row.project.id,
      name: row.project.name,
      status: row.project.status,
    },
    declineReason: row.bid.declineReason,
    payment: row.payment,
  };
}
