import type { NotificationType } from '@shared/constants.js';
import type { Notification } from '@shared/contract/notifications.js';
import { NOTIFICATION_MESSAGES } from '@shared/contract/notifications-rules.js';
import type { Command } from '../../core/domain.js';
import { forbidden } from '../../core/errors.js';
import { emit } from '../../core/events/index.js';

/**
 * The test panel (spec 2): a signed-in user sends a notification to themselves only
 * (decisions.md, Roles); it is stored and pushed like any other.
 */
export async function sendTestNotification({
  tx,
  actor,
  input,
}: Command<{
  title: string;
  content: string;
  type: NotificationType;
  userId?: number;
  relatedId?: number | null;
}>): Promise<Notification> {
  if (input.userId !== undefined && input.userId !== actor.id) {
    throw forbidden(NOTIFICATION_MESSAGES.selfOnly);
  }
  const published = await emit(tx, {
    type: 'notification.sent',
    data: {},
    notify: [
      {
        userId: actor.id,
        type: input.type,
        title: input.title,
        content: input.content,
        relatedId: input.relatedId ?? null,
      },
    ],
  });
  return published.notifications[0]!;
}
