/**
 * The one place that decides what of a bid a viewer sees (spec section 6, decisions.md Roles).
 * Every response carrying a bid goes through `toBidView`.
 */
import { desc, eq } from 'drizzle-orm';
import type { BidView } from '@shared/contract/bids.js';
import type { Queryable } from '../../db/client.js';
import { bids, projects, users, type BidRow } from '../../db/schema.js';

export interface BidViewer {
  /** The signed-in user's id, or null for a visitor. */
  userId: number | null;
  /** The owner (submitter) of the bid's project. */
  projectOwnerId: number;
}

export function canSeeBidDetails(bid: Pick<BidRow, 'finisherId'>, viewer: BidViewer): boolean {
  return (
    viewer.userId !== null &&
    (viewer.userId === viewer.projectOwnerId || viewer.userId === bid.finisherId)
  );
}

/** What of a bid row its view needs (the project detail reads just these, in one query). */
export type BidViewFields = Pick<
  BidRow,
  'id' | 'projectId' | 'finisherId' | 'status' | 'createdAt' | 'amount' | 'timeline' | 'message'
>;

export function toBidView(
  bid: BidViewFields,
  developerUsername: string,
  viewer: BidViewer,
): BidView {
  const visible = canSeeBidDetails(bid, viewer);
  return {
    id: bid.id,
    projectId: bid.projectId,
    finisherId: bid.finisherId,
    developerUsername,
    status: bid.status,
    createdAt: bid.createdAt.toISOString(),
    detailsHidden: !visible,
    amount: visible ? bid.amount : null,
    timeline: visible ? bid.timeline : null,
    message: visible ? bid.message : null,
  };
}

/** A project's bids, newest first, as this viewer may see them (one query, no N+1). */
export async function listProjectBidsForViewer(
  db: Queryable,
  projectId: number,
  viewer: BidViewer,
  limit = 100,
): Promise<BidView[]> {
  const rows = await db
    .select({ bid: bids, developerUsername: users.username })
    .from(bids)
    .innerJoin(users, eq(users.id, bids.finisherId))
    .where(eq(bids.projectId, projectId))
    .orderBy(desc(bids.createdAt), desc(bids.id))
    .limit(limit);
  return rows.map((row) => toBidView(row.bid, row.developerUsername, viewer));
}

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
