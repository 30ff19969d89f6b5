/**
 * Notifications (spec sections 2, 3, 7, 9): stored per user by server events, pushed on the
 * socket, listed on /notifications, counted on the header bell.
 */
import { z } from 'zod';
import { NOTIFICATION_TYPES } from '../constants.js';
import { idSchema, MAX_ID, pageQuerySchema } from './common.js';
import { NOTIFICATION_MESSAGES } from './notifications-rules.js';

export const notificationSchema = z
  .object({
    id: z.number(),
    userId: z.number(),
    type: z.enum(NOTIFICATION_TYPES),
    title: z.string(),
    content: z.string(),
    relatedId: z.number().nullable(),
    isRead: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'Notification' });
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

/** The test panel's form: the API's own rules, with the related id typed as text (empty = none). */
export const testNotificationFormSchema = createNotificationSchema
  .pick({ title: true, content: true, type: true })
  .extend({
    relatedId: z
      .string()
      .trim()
      .refine(
        (value) =>
          value === '' ||
          (/^\d{1,10}$/.test(value) && Number(value) > 0 && Number(value) <= MAX_ID),
        { message: 'Related ID must be a positive whole number' },
      )
      .transform((value) => (value === '' ? null : Number(value))),
  });
export type CreateNotificationInput = z.input<typeof createNotificationSchema>;

export const markAllReadSchema = z.object({ updated: z.number() });
