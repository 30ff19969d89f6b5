import { and, desc, eq } from 'drizzle-orm';
import type { BidStatus, ProjectStatus } from '@shared/constants.js';
import type { MyBid } from '@shared/contract/bids.js';
import type { Query } from '../../core/domain.js';
import { bids, type BidRow, type UserRow } from '../../db/schema.js';
import { afterCursor, type CreatedAtCursor } from '../../core/pagination.js';
import { toBidView } from '@shared/contract/bids-rules.js';
import { selectBidsWithProject } from './bids-with-project.js';

export interface DeveloperBidRow {
  id: number;
  createdAt: Date;
  bid: BidRow;
  developerUsername: string;
  project: { id: number; name: string; status: ProjectStatus; submitterId: number };
}

/**
 * A developer's bids, newest first, with each bid's project, in one query (keyset page). Fetches
 * `limit + 1` rows so `sendPage` can tell whether a next page exists.
 */
export async function listDeveloperBids({
  db,
  actor,
  input,
}: Query<{ limit: number; cursor: CreatedAtCursor | null; status?: BidStatus }, UserRow>): Promise<
  DeveloperBidRow[]
> {
  return selectBidsWithProject(db)
    .where(
      and(
        eq(bids.finisherId, actor.id),
        input.status ? eq(bids.status, input.status) : undefined,
        afterCursor(bids.createdAt, bids.id, input.cursor),
      ),
    )
    .orderBy(desc(bids.createdAt), desc(bids.id))
    .limit(input.limit + 1);
}

/** One row as its developer sees it: full details (they wrote the bid). */
export function toMyBid(row: DeveloperBidRow, viewerId: number): MyBid {
  return {
    ...toBidView(row.bid, row.developerUsername, {
      userId: viewerId,
      projectOwnerId: row.project.submitterId,
    }),
    project: {
      id: row.project.id,
      name: row.project.name,
      status: row.project.status,
    },
    declineReason: row.bid.declineReason,
  };
}
