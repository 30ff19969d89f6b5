/**
 * What each marketplace event puts on whose socket (spec 7 and 8): every stored notification to
 * its user; a new message, read receipts and milestones to both participants; anything else that
 * names an audience as `changed`, so their open screens refetch. Ended sessions lose their sockets.
 */
import type { ServerMessage } from '@shared/contract/realtime.js';
import type { PublishedEvent } from '../events/index.js';
import type { SocketHub } from './socket-hub.js';

const MILESTONE_PUSH = {
  'milestone.created': 'new_milestone',
  'milestone.completed': 'milestone_completed',
  'milestone.approved': 'milestone_approved',
} as const;

export function pushEvent(hub: SocketHub, event: PublishedEvent): void {
  for (const notification of event.notifications) {
    hub.send(notification.userId, { type: 'notification', notification });
  }
  const toAudience = (message: ServerMessage) => {
    for (const userId of event.audience) hub.send(userId, message);
  };
  switch (event.type) {
    case 'message.created':
      toAudience({ type: 'new_message', ...event.data });
      return;
    case 'message.read':
      toAudience({ type: 'message_read', ...event.data });
      return;
    case 'milestone.created':
    case 'milestone.completed':
    case 'milestone.approved': {
      const { milestoneId, projectId, title, status, actorId } = event.data;
      const type = MILESTONE_PUSH[event.type];
      // The toast is for the other side; whoever acted only needs their screens refreshed.
      for (const userId of event.audience) {
        hub.send(
          userId,
          userId === actorId
            ? { type: 'changed', event: event.type, data: event.data }
            : { type, milestone: { id: milestoneId, projectId, title, status } },
        );
      }
      return;
    }
    case 'sessions.ended':
      hub.closeSessions(event.data.sessionIds);
      return;
    case 'notification.sent':
      return;
    default:
      toAudience({ type: 'changed', event: event.type, data: event.data });
  }
}
