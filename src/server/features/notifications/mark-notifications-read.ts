import { and, eq } from 'drizzle-orm';
import type { Notification } from '@shared/contract/notifications.js';
import { NOTIFICATION_MESSAGES } from '@shared/contract/notifications-rules.js';
import type { Command } from '../../core/domain.js';
import { notFound } from '../../core/errors.js';
import { emit } from '../../core/events/index.js';
import { notifications } from '../../db/schema.js';
import { toNotification } from './notification-view.js';

/** One of the viewer's notifications becomes read (spec 4: on click). Another user's is a 404. */
export async function markNotificationRead({
  tx,
  actor,
  input,
}: Command<{ notificationId: number }>): Promise<Notification> {
  const [row] = await tx
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, input.notificationId), eq(notifications.userId, actor.id)))
    .returning();
  if (!row) throw notFound(NOTIFICATION_MESSAGES.notFound);
  await emit(tx, {
    type: 'notifications.read',
    data: { notificationIds: [row.id] },
    audience: [actor.id],
  });
  return toNotification(row);
}

/** Every unread notification of the viewer becomes read ('Mark all as read'). */
export async function markAllNotificationsRead({
  tx,
  actor,
}: Command<void>): Promise<{ updated: number }> {
  const updated = await tx
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, actor.id), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  if (updated.length > 0) {
    await emit(tx, {
      type: 'notifications.read',
      data: { notificationIds: 'all' },
      audience: [actor.id],
    });
  }
  return { updated: updated.length };
}
