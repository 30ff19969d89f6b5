import type { Notification } from '@shared/contract/notifications.js';
import type { notifications } from '../../db/schema.js';

export function toNotification(row: typeof notifications.$inferSelect): Notification {
  return {
    id: row.id,
    userId: row.userId,
    type: row.type as Notification['type'],
    title: row.title,
    content: row.content,
    relatedId: row.relatedId,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}
