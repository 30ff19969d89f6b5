/**
 * Notifications (spec 7): the signed-in user's own only. A notification of someone else is a 404;
 * `/api/users/{id}/…` for another id is a 403.
 */
import { z } from 'zod';
import { idParamsSchema } from '@shared/contract/common.js';
import {
  createNotificationSchema,
  markAllReadSchema,
  notificationSchema,
  notificationsQuerySchema,
} from '@shared/contract/notifications.js';
import { NOTIFICATION_MESSAGES } from '@shared/contract/notifications-rules.js';
import { forbidden, refusals } from '../../core/errors.js';
import { sendPage } from '../../core/pagination.js';
import { signedInUser, signedIn } from '../../core/sessions.js';
import type { App } from '../../core/types.js';
import { listNotifications } from './list-notifications.js';
import { markAllNotificationsRead, markNotificationRead } from './mark-notifications-read.js';
import { toNotification } from './notification-view.js';
import { sendTestNotification } from './send-test-notification.js';

export async function notificationsRoutes(app: App) {
  const tags = ['notifications'];

  const ownList = (unreadOnly: boolean, summary: string) =>
    app.get(
      `/api/users/:id/${unreadOnly ? 'unread-notifications' : 'notifications'}`,
      {
        onRequest: signedIn(),
        schema: {
          tags,
          operationId: unreadOnly ? 'listUnreadNotifications' : 'listNotifications',
          summary,
          params: idParamsSchema,
          querystring: notificationsQuerySchema,
          response: { 200: z.array(notificationSchema), ...refusals(403) },
        },
      },
      async (request, reply) => {
        const actor = signedInUser(request);
        if (request.params.id !== actor.id) throw forbidden(NOTIFICATION_MESSAGES.ownOnly);
        const rows = await listNotifications({
          db: app.db,
          actor,
          input: { unreadOnly, ...request.query },
        });
        return sendPage(request, reply, rows, request.query.limit, toNotification);
      },
    );
  ownList(false, "The signed-in user's notifications, newest first");
  ownList(true, "The signed-in user's unread notifications, newest first");

  app.patch(
    '/api/notifications/:id/read',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        operationId: 'markNotificationRead',
        summary: 'Mark one of your notifications read',
        params: idParamsSchema,
        response: { 200: notificationSchema, ...refusals(404) },
      },
    },
    async (request) =>
      app.transaction((tx) =>
        markNotificationRead({
          tx,
          actor: signedInUser(request),
          input: { notificationId: request.params.id },
        }),
      ),
  );

  app.post(
    '/api/users/:id/mark-all-notifications-read',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        operationId: 'markAllNotificationsRead',
        summary: 'Mark all your notifications read',
        params: idParamsSchema,
        response: { 200: markAllReadSchema, ...refusals(403) },
      },
    },
    async (request) => {
      const actor = signedInUser(request);
      if (request.params.id !== actor.id) throw forbidden(NOTIFICATION_MESSAGES.ownOnly);
      return app.transaction((tx) => markAllNotificationsRead({ tx, actor, input: undefined }));
    },
  );

  app.post(
    '/api/notifications',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        operationId: 'sendTestNotification',
        summary: 'Send a notification to yourself (the test panel)',
        body: createNotificationSchema,
        response: { 201: notificationSchema, ...refusals(403) },
      },
    },
    async (request, reply) => {
      const notification = await app.transaction((tx) =>
        sendTestNotification({ tx, actor: signedInUser(request), input: request.body }),
      );
      return reply.status(201).send(notification);
    },
  );
}
