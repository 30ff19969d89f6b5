import { and, desc, eq } from 'drizzle-orm';
import type { Query } from '../../core/domain.js';
import { afterCursor, decodeCursor } from '../../core/pagination.js';
import { notifications, type UserRow } from '../../db/schema.js';

/** The viewer's notifications, newest first, optionally unread only; `limit + 1` rows for paging. */
export async function listNotifications({
  db,
  actor,
  input,
}: Query<{ unreadOnly: boolean; limit: number; cursor?: string }, UserRow>) {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, actor.id),
        input.unreadOnly ? eq(notifications.isRead, false) : undefined,
        afterCursor(notifications.createdAt, notifications.id, decodeCursor(input.cursor)),
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(input.limit + 1);
}
