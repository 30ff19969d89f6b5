/**
 * Stores notifications that server events raise (decisions.md, Conversations and notifications).
 * Call it inside the transaction of the change it reports, so a rolled-back change notifies nobody.
 * Real-time delivery of stored notifications arrives with the real-time issue.
 */
import type { NotificationType } from '@shared/constants.js';
import type { Queryable } from '../../db/client.js';
import { notifications } from '../../db/schema.js';

export interface NewNotification {
  userId: number;
  type: NotificationType;
  title: string;
  content: string;
  relatedId?: number | null;
}

export async function createNotifications(db: Queryable, items: NewNotification[]) {
  if (items.length === 0) return [];
  return db.insert(notifications).values(items).returning();
}
