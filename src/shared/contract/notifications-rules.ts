import { NOTIFICATION_TYPES, type NotificationType } from '../constants.js';

/**
 * Notifications: the contract's plain part, its messages (the spec's words), limits and small rules,
 * without Zod. Pages import these; a form's schema in ./notifications.ts loads with its validation, on
 * use (src/web/lib/lazy-zod-resolver.ts), so a page that only reads never downloads Zod.
 */

export const NOTIFICATION_MESSAGES = {
  fetchFailed: 'Failed to fetch notifications',
  readFailed: 'Failed to mark notification as read',
  allReadFailed: 'Failed to mark all notifications as read',
  allRead: 'All notifications marked as read',
  createFailed: 'Failed to create notification',
  created: 'Notification sent',
  empty: 'No notifications',
  notFound: 'Notification not found',
  ownOnly: 'You can only see your own notifications',
  selfOnly: 'You can only send a notification to yourself',
  title: 'Title is required',
  content: 'Content is required',
  type: `Type must be one of ${NOTIFICATION_TYPES.join(', ')}`,
} as const;

/**
 * Where clicking a notification leads (spec section 9): messages to /messages?messageId=, milestone
 * types to the project's milestones tab, bids to its bids tab, projects to the project, a dispute's
 * step to the dispute's page, else home.
 */
export function notificationTarget(notification: {
  type: NotificationType;
  relatedId: number | null;
}): string {
  const { type, relatedId } = notification;
  if (relatedId === null) return '/';
  switch (type) {
    case 'message':
      return `/messages?messageId=${relatedId}`;
    case 'milestone':
    case 'milestone_completed':
    case 'milestone_approved':
      return `/projects/${relatedId}?tab=milestones`;
    case 'bid':
      return `/projects/${relatedId}?tab=bids`;
    case 'project':
      return `/projects/${relatedId}`;
    case 'dispute':
      return `/disputes/${relatedId}`;
    default:
      return '/';
  }
}
