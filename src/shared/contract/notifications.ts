/**
 * Notifications (spec sections 2, 3, 7, 9): stored per user by server events, pushed on the
 * socket, listed on /notifications, counted on the header bell.
 */
import { z } from 'zod';
import { NOTIFICATION_TYPES, type NotificationType } from '../constants.js';
import { idSchema, pageQuerySchema } from './common.js';

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

export const notificationSchema = z.object({
  id: z.number(),
  userId: z.number(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  content: z.string(),
  relatedId: z.number().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = pageQuerySchema;

/** POST /api/notifications: the test panel sends a notification to its own user (decisions.md, Roles). */
export const createNotificationSchema = z.object({
  title: z
    .string({ message: NOTIFICATION_MESSAGES.title })
    .trim()
    .min(1, { message: NOTIFICATION_MESSAGES.title })
    .max(200, { message: 'Title must be at most 200 characters' }),
  content: z
    .string({ message: NOTIFICATION_MESSAGES.content })
    .trim()
    .min(1, { message: NOTIFICATION_MESSAGES.content })
    .max(2000, { message: 'Content must be at most 2000 characters' }),
  type: z.enum(NOTIFICATION_TYPES, { message: NOTIFICATION_MESSAGES.type }).default('notification'),
  userId: idSchema.optional(),
  relatedId: idSchema.nullish(),
  isRead: z.boolean().optional(),
});
export type CreateNotificationInput = z.input<typeof createNotificationSchema>;

export const markAllReadSchema = z.object({ updated: z.number() });

/**
 * Where clicking a notification leads (spec section 9): messages to /messages?messageId=, milestone
 * types to the project's milestones tab, bids to its bids tab, projects to the project, else home.
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
    default:
      return '/';
  }
}
