import { and, desc, eq } from 'drizzle-orm';
import type { Query } from '../../core/domain.js';
import { afterCursor, decodeCursor } from '../../core/pagination.js';
import { reports } from '../../db/schema.js';

/**
 * Every report about one user (their projects, bids, messages and profile), open or closed,
 * newest first; `limit + 1` rows for `sendPage`, mapped with `toReport`. For the operators'
 * page of a user (decisions.md, Operators: "a user's … reports"); the caller decides who may ask.
 */
export async function listReportsAbout({
  db,
  input,
}: Query<{ userId: number; limit: number; cursor?: string }, unknown>) {
  return db
    .select()
    .from(reports)
    .where(
      and(
        eq(reports.targetUserId, input.userId),
        afterCursor(reports.createdAt, reports.id, decodeCursor(input.cursor)),
      ),
    )
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(input.limit + 1);
}
